// Which terminals get ASCII (the locale, as POSIX reads it), and the ASCII spelling of the text.
import { describe, expect, it } from 'vitest';
import { toAscii, utf8Locale } from '../../src/text/terminalText.js';

describe('the locale', () => {
  it('is UTF-8 when the first of LC_ALL, LC_CTYPE and LANG that is set names UTF-8', () => {
    expect(utf8Locale({ LANG: 'en_GB.UTF-8' }, 'linux')).toBe(true);
    expect(utf8Locale({ LANG: 'C.utf8' }, 'linux')).toBe(true);
    expect(utf8Locale({ LC_ALL: 'C', LANG: 'en_GB.UTF-8' }, 'linux')).toBe(false);
    expect(utf8Locale({ LC_CTYPE: 'en_GB.UTF-8', LANG: 'C' }, 'linux')).toBe(true);
    expect(utf8Locale({ LC_ALL: '', LC_CTYPE: 'POSIX', LANG: 'en_GB.UTF-8' }, 'linux')).toBe(false);
    expect(utf8Locale({ LANG: 'en_GB.ISO-8859-1' }, 'darwin')).toBe(false);
  });

  it('is the C locale, ASCII, when none is set (Windows aside)', () => {
    expect(utf8Locale({}, 'linux')).toBe(false);
    expect(utf8Locale({}, 'win32')).toBe(true);
  });
});

describe('the ASCII spelling', () => {
  it('writes cards as the ASCII style draws them', () => {
    expect(toAscii('2♦ onto 10♦; A♠–K♠ and Q♥, 7♣')).toBe('2D onto TD; AS-KS and QH, 7C');
    expect(toAscii('foundations ♠ ♥ ♦ ♣')).toBe('foundations S H D C');
  });

  it('writes arrows, marks and anything else in ASCII, leaving ASCII text as it is', () => {
    expect(toAscii('←→ column  ↑↓ run  ⏎ pick up')).toBe('Left/Right column  Up/Down run  Enter pick up');
    expect(toAscii('deal 1 · −$52 · 3×10 · …')).toBe('deal 1 | -$52 | 3x10 | ...');
    expect(toAscii('🂷 é')).toBe('? ?');
    expect(toAscii('plain text')).toBe('plain text');
  });
});
