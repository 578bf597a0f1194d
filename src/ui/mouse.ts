// Mouse reports in the SGR encoding (xterm's mode 1006): ESC [ < button ; column ; row M for a
// press, m for a release. Ink's useInput hands them over without their ESC ("[<0;12;5M"), several
// at once when they come together. Only a left-button press counts as a click; releases, other
// buttons, drags and the wheel are read and ignored.

export interface MouseReport {
  /** The button code: 0 left, 1 middle, 2 right, plus 4 Shift, 8 Alt, 16 Ctrl, 32 drag, 64 wheel. */
  button: number;
  /** The cell, counted from 0 (the report counts from 1). */
  x: number;
  y: number;
  press: boolean;
}

/** Turns reporting on (button presses and releases, SGR encoding), and off again. */
export const MOUSE_ON = '\x1b[?1000h\x1b[?1006h';
export const MOUSE_OFF = '\x1b[?1006l\x1b[?1000l';

const REPORT = /\x1b?\[<(\d{1,4});(\d{1,5});(\d{1,5})([Mm])/y;
const MODIFIERS = 4 | 8 | 16;

/** The reports in `input` when it holds nothing else, else undefined (the input is keys). */
export function parseMouseReports(input: string): MouseReport[] | undefined {
  const reports: MouseReport[] = [];
  REPORT.lastIndex = 0;
  while (REPORT.lastIndex < input.length) {
    const at = REPORT.lastIndex;
    const match = REPORT.exec(input);
    if (!match || match.index !== at) return undefined;
    const [, button, x, y, kind] = match;
    reports.push({ button: Number(button), x: Number(x) - 1, y: Number(y) - 1, press: kind === 'M' });
  }
  return reports.length > 0 ? reports : undefined;
}

/** Whether a report is a click: the left button pressed, with or without modifiers, not a drag or wheel. */
export function isClick(report: MouseReport): boolean {
  return report.press && (report.button & ~MODIFIERS) === 0;
}
