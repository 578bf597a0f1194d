// Text from outside shown in a terminal: every character that would act on it is written out, and
// a quote is cut short, however long the text.
import { describe, expect, it } from 'vitest';
import { hasControl, quoted, QUOTED_MAX, visible } from '../../src/text/visible.js';

describe('visible text', () => {
  it('writes out the escapes that set the clipboard, the title, or clear the screen', () => {
    expect(visible('a\x1b]52;c;aGk=\x07b')).toBe('a\\x1b]52;c;aGk=\\x07b');
    expect(visible('\x1b]0;title\x07\x1b[2J')).toBe('\\x1b]0;title\\x07\\x1b[2J');
  });

  it('writes out C0 controls, DEL, C1 controls, line separators and bidi overrides and isolates', () => {
    expect(visible('\x00\n\r\t\x7f\x9b\x9d')).toBe('\\x00\\x0a\\x0d\\x09\\x7f\\x9b\\x9d');
    expect(visible('\u2028\u2029\u202a\u202e\u2066\u2069')).toBe('\\u2028\\u2029\\u202a\\u202e\\u2066\\u2069');
    for (const text of ['\x1b', '\x9f', '\u202d', '\u2067']) expect(hasControl(text)).toBe(true);
  });

  it('leaves other text as it is: letters of any script, cards, emoji, a backslash', () => {
    for (const text of ['Klondike', 'Reine des Cœurs 10♦', '界 🂡 \u{1f600} é', 'a\\b', '\u00a0\u200d']) {
      expect(visible(text)).toBe(text);
      expect(hasControl(text)).toBe(false);
    }
  });
});

describe('a quote', () => {
  it('is the visible text when it fits', () => {
    expect(quoted('tabelau')).toBe('tabelau');
    expect(quoted('\x1b[2J')).toBe('\\x1b[2J');
  });

  it('is cut to at most 60 characters with an ellipsis, never inside an escape', () => {
    const long = quoted('k'.repeat(15_000_000));
    expect(long).toBe(`${'k'.repeat(QUOTED_MAX - 1)}…`);
    const escapes = quoted('\x1b'.repeat(100));
    expect(escapes.length).toBeLessThanOrEqual(QUOTED_MAX);
    expect(escapes).toMatch(/^(\\x1b)+…$/);
    expect(quoted('ab\x1bcd', 6)).toBe('ab…');
  });

  it('never splits a character outside the basic plane', () => {
    expect(quoted('🂡'.repeat(40), 9)).toBe(`${'🂡'.repeat(4)}…`);
  });
});
