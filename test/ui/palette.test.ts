// Colour themes and card backs: on a terminal of 16, 256 or millions of colours every theme keeps
// a red card's ink apart from a black card's (with 256 colours, by their contrast ratio too), classic draws as the board always did, and each back
// fills a face-down card with its own character, in one line and in a frame.
import { Chalk, type ChalkInstance } from 'chalk';
import { describe, expect, it } from 'vitest';
import { CARD_BACKS, PALETTES, type CardBack, type Palette } from '../../src/store/settings.js';
import { framedCard } from '../../src/ui/board/cardFrame.js';
import { cardCell, fannedCard } from '../../src/ui/board/cardText.js';
import { FRAMED_SIZES } from '../../src/ui/board/cardSize.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { card } from '../engine/fixtures.js';

const theme = (palette: Palette, paint: ChalkInstance, back: CardBack = 'shade', style: 'unicode' | 'ascii' = 'unicode') =>
  makeTheme({ style, color: true, fourColor: false, palette, back }, paint);

/** The escape codes before a cell's text: its colours. */
const opening = (cell: string) => cell.slice(0, cell.search(/[^\x1b[\d;m]/));

/** The 256-colour table's entries a cell is written in (ink, then face). */
const tableColours = (cell: string) => [...cell.matchAll(/\x1b\[[34]8;5;(\d+)m/g)].map((m) => Number(m[1]));

/** A 256-colour table entry's relative luminance (the xterm colour cube and grey ramp; sRGB). */
function luminance(entry: number): number {
  const level = (step: number) => (step === 0 ? 0 : 55 + 40 * step);
  const rgb = entry >= 232 ? [0, 0, 0].map(() => 8 + 10 * (entry - 232)) : [Math.floor((entry - 16) / 36), Math.floor((entry - 16) / 6) % 6, (entry - 16) % 6].map(level);
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two table entries (1 to 21). */
function contrast(a: number, b: number): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour themes', () => {
  for (const level of [1, 2, 3] as const) {
    for (const palette of PALETTES) {
      it(`${palette} with chalk level ${level}: a red and a black card are written in different colours, on the same face`, () => {
        const t = theme(palette, new Chalk({ level }));
        const red = cardCell(card('7H'), 'none', t);
        const black = cardCell(card('7S'), 'none', t);
        expect(opening(red)).not.toBe('');
        expect(opening(red)).not.toBe(opening(black));
        // The face's background is the same for both.
        expect(opening(red).match(/\x1b\[(4\d|10\d|48;5;\d+)m/)?.[0]).toBe(opening(black).match(/\x1b\[(4\d|10\d|48;5;\d+)m/)?.[0]);
      });
    }
  }

  it('with 256 colours, each theme\'s red stands apart from its black, and both from the face they lie on', () => {
    const t = (palette: Palette) => theme(palette, new Chalk({ level: 2 }));
    for (const palette of PALETTES.filter((p) => p !== 'classic')) {
      const [red, face] = tableColours(cardCell(card('7H'), 'none', t(palette)));
      const [black] = tableColours(cardCell(card('7S'), 'none', t(palette)));
      expect(contrast(red!, black!), `${palette}: red against black`).toBeGreaterThanOrEqual(2.5);
      expect(contrast(red!, face!), `${palette}: red on the face`).toBeGreaterThanOrEqual(3);
      expect(contrast(black!, face!), `${palette}: black on the face`).toBeGreaterThanOrEqual(3);
    }
  });

  it('the 16-colour fallback is chosen by hand: basic colours only, no 256-colour codes', () => {
    for (const palette of PALETTES) {
      const t = theme(palette, new Chalk({ level: 1 }));
      for (const cell of [cardCell(card('7H'), 'none', t), cardCell(card('7S'), 'chosen', t), cardCell(card('?7S'), 'none', t)]) expect(cell).not.toContain('5;');
    }
  });

  it('a card fanned under the waste\'s top one lies on its face colour, so a black card reads on a dark terminal', () => {
    const paint = new Chalk({ level: 1 });
    expect(fannedCard(card('7S'), theme('classic', paint))).toBe(paint.black.bgWhite('7♠'));
    expect(fannedCard(card('7S'), theme('contrast', paint))).toBe(paint.black.bgWhiteBright('7♠'));
  });

  it('classic draws as before: red or black on white, backs in blue; the others differ from it', () => {
    const paint = new Chalk({ level: 2 });
    expect(cardCell(card('7H'), 'none', theme('classic', paint))).toBe(paint.red.bgWhite('  7♥ '));
    expect(cardCell(card('?7H'), 'none', theme('classic', paint))).toBe(paint.blue(' ▒▒▒ '));
    expect(cardCell(card('7H'), 'none', theme('contrast', paint))).not.toBe(paint.red.bgWhite('  7♥ '));
    expect(cardCell(card('?7H'), 'none', theme('dim', paint))).not.toBe(paint.blue(' ▒▒▒ '));
  });
});

describe('card backs', () => {
  const plain = new Chalk({ level: 0 });
  it('each back fills a face-down card with its own character, in the Unicode styles and in ASCII', () => {
    const cells = CARD_BACKS.map((back) => cardCell(card('?7H'), 'none', theme('classic', plain, back)));
    expect(cells).toEqual([' ▒▒▒ ', ' ╳╳╳ ', ' ███ ']);
    expect(CARD_BACKS.map((back) => cardCell(card('?7H'), 'none', theme('classic', plain, back, 'ascii')))).toEqual([' ### ', ' XXX ', ' @@@ ']);
  });

  it('a framed back is filled with it too', () => {
    const size = FRAMED_SIZES[0]!;
    const lines = framedCard(card('?7H'), 'none', theme('classic', plain, 'lattice'), size);
    expect(lines[1]).toContain('╳╳╳');
    expect(lines.join('')).not.toContain('▒');
  });
});
