// Mouse reports as the tokenizer hands them over (a CSI's parameters and final byte, or the three
// characters of the X10 form): presses and releases, cells counted from 0; only a left-button
// press is a click.
import { describe, expect, it } from 'vitest';
import { isClick, sgrReport, x10Report } from '../../src/ui/terminal/mouse.js';

describe('reading mouse reports', () => {
  it('reads an SGR press and release, counting cells from 0', () => {
    expect(sgrReport('<0;12;5', 'M')).toEqual({ button: 0, x: 11, y: 4, press: true });
    expect(sgrReport('<0;1;1', 'm')).toEqual({ button: 0, x: 0, y: 0, press: false });
  });

  it('an SGR report with a field missing, a cell 0 or another final byte is no report', () => {
    for (const [parameters, final] of [['<0;12', 'M'], ['<0;12;5;7', 'M'], ['<a;1;1', 'M'], ['<0;0;5', 'M'], ['<0;1;1', 'u'], ['0;1;1', 'M']] as const) {
      expect(sgrReport(parameters, final), parameters + final).toBeUndefined();
    }
  });

  it('reads an X10 report: three bytes of 32 + button, 32 + column, 32 + row (from 1)', () => {
    expect(x10Report(' !!')).toEqual({ button: 0, x: 0, y: 0, press: true });
    expect(x10Report(String.fromCharCode(32 + 2, 32 + 12, 32 + 5))).toEqual({ button: 2, x: 11, y: 4, press: true });
    // Button 3 is the release of whichever button was down; 64 + 3 is the wheel, not a release.
    expect(x10Report('#!!')).toEqual({ button: 0, x: 0, y: 0, press: false });
    expect(x10Report(String.fromCharCode(32 + 67) + '!!')?.press).toBe(true);
  });

  it('an X10 report with a value below its offset is no report', () => {
    expect(x10Report('\x1f!!')).toBeUndefined();
    expect(x10Report('  !')).toBeUndefined();
  });

  it('a click is a left press, with Shift, Alt or Ctrl or not; not a release, another button, a drag or the wheel', () => {
    const report = (button: number, press = true) => ({ button, x: 0, y: 0, press });
    expect(isClick(report(0))).toBe(true);
    expect(isClick(report(4))).toBe(true);
    expect(isClick(report(16))).toBe(true);
    expect(isClick(report(0, false))).toBe(false);
    expect(isClick(report(2))).toBe(false);
    expect(isClick(report(32))).toBe(false);
    expect(isClick(report(64))).toBe(false);
  });
});
