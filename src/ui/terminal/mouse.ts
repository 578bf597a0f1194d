// Mouse reports as the terminal sends them once reporting is on (xterm's mode 1000, in the SGR
// encoding of mode 1006): ESC [ < button ; column ; row M for a press, m for a release. A terminal
// without the SGR encoding sends the older X10 form, ESC [ M and three bytes of 32 + value. The
// input tokenizer (input/terminalInput.ts) finds the reports; this reads them. A left-button press
// is a click, and its release where it was not pressed ends a drag (mode 1002 also reports the
// motion between, which is read and ignored, as are other buttons and the wheel).

export interface MouseReport {
  /** The button code: 0 left, 1 middle, 2 right, plus 4 Shift, 8 Alt, 16 Ctrl, 32 drag, 64 wheel. */
  button: number;
  /** The cell, counted from 0 (the report counts from 1). */
  x: number;
  y: number;
  press: boolean;
}

/** Turns reporting on (button presses and releases, motion while a button is down, SGR encoding), and off again. */
export const MOUSE_ON = '\x1b[?1000h\x1b[?1002h\x1b[?1006h';
export const MOUSE_OFF = '\x1b[?1006l\x1b[?1002l\x1b[?1000l';

const SGR_PARAMETERS = /^<(\d{1,4});(\d{1,5});(\d{1,5})$/;
const MODIFIERS = 4 | 8 | 16;
/** In the X10 form, button 3 is a release (of whichever button was down). */
const X10_RELEASE = 3;

/** The SGR report in a CSI's parameters ("<0;12;5") and final byte, or undefined when it is not one. */
export function sgrReport(parameters: string, final: string): MouseReport | undefined {
  const match = SGR_PARAMETERS.exec(parameters);
  if (!match || (final !== 'M' && final !== 'm')) return undefined;
  const [, button, x, y] = match;
  if (Number(x) < 1 || Number(y) < 1) return undefined;
  return { button: Number(button), x: Number(x) - 1, y: Number(y) - 1, press: final === 'M' };
}

/** The X10 report in the three characters after ESC [ M, or undefined when a value is below 32 + 1. */
export function x10Report(bytes: string): MouseReport | undefined {
  const [button, x, y] = Array.from(bytes, (char) => char.codePointAt(0)! - 32);
  if (button === undefined || x === undefined || y === undefined || button < 0 || x < 1 || y < 1) return undefined;
  const released = (button & 3) === X10_RELEASE && (button & 64) === 0;
  return { button: released ? button & ~3 : button, x: x - 1, y: y - 1, press: !released };
}

/** Whether a report is a click: the left button pressed, with or without modifiers, not a drag or wheel. */
export function isClick(report: MouseReport): boolean {
  return report.press && (report.button & ~MODIFIERS) === 0;
}

/** Whether a report is the left button let go (a motion report, with 32 in its code, is not). */
export function isRelease(report: MouseReport): boolean {
  return !report.press && (report.button & ~MODIFIERS) === 0;
}
