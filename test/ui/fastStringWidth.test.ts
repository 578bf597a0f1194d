// The fast path the bundle puts in front of Ink's string-width must measure exactly what
// string-width measures, or columns and borders would be drawn out of line. Checked on every code
// point it claims, on random mixes of those with ASCII and colour codes, and by handing everything
// else back to string-width.
import { Chalk } from 'chalk';
import fc from 'fast-check';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { fastWidth, PLAIN_RANGES, withFastPath } from '../../src/ui/terminal/fastStringWidth.js';

const plainCodePoints = PLAIN_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
const measured = withFastPath(stringWidth);
const chalk = new Chalk({ level: 3 });

describe('fast string width', () => {
  it('agrees with string-width on every code point it measures itself', () => {
    const disagreements = plainCodePoints
      .map((code) => String.fromCodePoint(code))
      .filter((text) => fastWidth(text) !== stringWidth(text))
      .map((text) => `U+${text.codePointAt(0)!.toString(16).toUpperCase()}: ${fastWidth(text)} vs ${stringWidth(text)}`);
    expect(disagreements).toEqual([]);
  });

  it('measures every symbol the screens use itself, so a frame never waits for string-width', () => {
    for (const symbol of '♠♥♦♣·→←↑↓…–—−─▒×⏎↻⋮') expect(fastWidth(symbol), symbol).toBe(1);
  });

  it('agrees with string-width on the board’s own strings, colours included', () => {
    for (const text of [' 7♥', '10♠', '▒▒×12', '↑↓←→ move · ⏎ pick up · q quit', '─────', '⋮ 3 more', '−20 · 1:05', '🂡']) {
      expect(measured(text)).toBe(stringWidth(text));
      expect(measured(chalk.red.bold(text) + chalk.bgGreen(' '))).toBe(stringWidth(chalk.red.bold(text) + chalk.bgGreen(' ')));
    }
  });

  it('agrees with string-width on random strings of symbols, ASCII, colour codes and anything else', () => {
    const plain = fc.constantFrom(...plainCodePoints).map((code) => String.fromCodePoint(code));
    const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
    const sgr = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 4 }).map((codes) => `\x1b[${codes.join(';')}m`);
    const other = fc.oneof(
      fc.constantFrom('\u0301', '\u200d', '\ufe0f', '\u{1f600}', '\u{1f1ec}', '界', '\x1b]8;;x\x07', '\t', '\u00ad', '\x1b[2K'),
      fc.string({ unit: 'binary', maxLength: 2 }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof({ weight: 4, arbitrary: plain }, { weight: 3, arbitrary: ascii }, sgr, other), { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        expect(measured(text)).toBe(stringWidth(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves emoji, combining marks, wide CJK and other escapes to string-width', () => {
    for (const text of ['👍🏽', 'e\u0301', '界', '\x1b]8;;https://example.org\x07link\x1b]8;;\x07', '\u{1f1ec}\u{1f1e7}', '♠\ufe0f']) {
      expect(fastWidth(text)).toBeUndefined();
      expect(measured(text)).toBe(stringWidth(text));
    }
  });

  it('passes options other than the defaults straight to string-width', () => {
    expect(measured('·', { ambiguousIsNarrow: false })).toBe(stringWidth('·', { ambiguousIsNarrow: false }));
    expect(measured('·', { ambiguousIsNarrow: false })).toBe(2);
    expect(measured('\x1b[31mab', { countAnsiEscapeCodes: true })).toBe(stringWidth('\x1b[31mab', { countAnsiEscapeCodes: true }));
  });
});
