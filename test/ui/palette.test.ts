// Colour themes and card backs: on a terminal of 16, 256 or millions of colours every theme keeps
// a red card's ink apart from a black card's, classic draws as the board always did, and each back
// fills a face-down card with its own character, in one line and in a frame.
import { Chalk, type ChalkInstance } from 'chalk';
import { describe, expect, it } from 'vitest';
import { CARD_BACKS, PALETTES, type CardBack, type Palette } from '../../src/store/settings.js';
import { framedCard } from '../../src/ui/cardFrame.js';
import { cardCell, fannedCard } from '../../src/ui/cardText.js';
import { FRAMED_SIZES } from '../../src/ui/cardSize.js';
import { makeTheme } from '../../src/ui/theme.js';
import { card } from '../engine/fixtures.js';

const theme = (palette: Palette, paint: ChalkInstance, back: CardBack = 'shade', style: 'unicode' | 'ascii' = 'unicode') =>
  makeTheme({ style, color: true, fourColor: false, palette, back }, paint);

/** The escape codes before a cell's text: its colours. */
const opening = (cell: string) => cell.slice(0, cell.search(/[^\x1b[\d;m]/));

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
