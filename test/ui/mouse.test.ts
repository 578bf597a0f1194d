// SGR mouse reports as Ink hands them over: one or several, presses and releases; anything else is
// keys, and only a left-button press is a click.
import { describe, expect, it } from 'vitest';
import { isClick, parseMouseReports } from '../../src/ui/mouse.js';

describe('parsing SGR mouse reports', () => {
  it('reads a press and a release, counting cells from 0', () => {
    expect(parseMouseReports('[<0;12;5M')).toEqual([{ button: 0, x: 11, y: 4, press: true }]);
    expect(parseMouseReports('\x1b[<0;1;1m')).toEqual([{ button: 0, x: 0, y: 0, press: false }]);
  });

  it('reads several reports that arrive together', () => {
    expect(parseMouseReports('[<0;3;4M[<0;3;4m')).toEqual([
      { button: 0, x: 2, y: 3, press: true },
      { button: 0, x: 2, y: 3, press: false },
    ]);
  });

  it('is not fooled by keys, a report cut short or one with keys after it', () => {
    for (const input of ['q', '[A', '[<0;12M', '[<0;12;5', '[<0;12;5Mq', 'x[<0;1;1M', '', '[<a;1;1M']) {
      expect(parseMouseReports(input), JSON.stringify(input)).toBeUndefined();
    }
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
