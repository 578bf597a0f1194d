// Card styles and colours: each style stays legible without colour, the Unicode playing cards
// skip the Knights, and the four-colour deck paints diamonds blue and clubs green.
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { cardCell, face, playingCardChar } from '../../src/ui/board/cardText.js';
import { colorAllowed, makeTheme } from '../../src/ui/board/theme.js';
import { card } from '../engine/fixtures.js';
import { renderApp } from './renderApp.js';

const coloured = new Chalk({ level: 1 });
const theme = (style: 'unicode' | 'cards' | 'ascii', extra: { color?: boolean; fourColor?: boolean } = {}) =>
  makeTheme({ style, color: extra.color ?? false, fourColor: extra.fourColor ?? false }, coloured);

describe('card styles', () => {
  it('unicode writes rank and suit glyph: " 7♥", "10♠"', () => {
    expect(face(card('7H'), theme('unicode'))).toBe(' 7♥');
    expect(face(card('TS'), theme('unicode'))).toBe('10♠');
  });

  it('ascii writes rank letter and suit letter, T for ten, and ### for a card face down', () => {
    expect(face(card('TS'), theme('ascii'))).toBe(' TS');
    expect(face(card('QD'), theme('ascii'))).toBe(' QD');
    expect(cardCell(card('?QD'), 'none', theme('ascii'))).toBe(' ### ');
  });

  it('cards uses the Unicode playing cards from U+1F0A1, skipping the Knights, and U+1F0A0 for backs', () => {
    expect(playingCardChar(card('AS'))).toBe('\u{1F0A1}');
    expect(playingCardChar(card('JH'))).toBe('\u{1F0BB}');
    expect(playingCardChar(card('QD'))).toBe('\u{1F0CD}');
    expect(playingCardChar(card('KC'))).toBe('\u{1F0DE}');
    expect(cardCell(card('?KC'), 'none', theme('cards'))).toContain('\u{1F0A0}');
  });

  it('in every style a face-down card and a face-up one stand in the same place of their cell, so a column has no step', () => {
    for (const style of ['unicode', 'cards', 'ascii'] as const) {
      const down = cardCell(card('?KC'), 'none', theme(style));
      const up = cardCell(card('7H'), 'none', theme(style));
      expect(down.trimEnd().length, style).toBe(up.trimEnd().length);
    }
  });

  it('the chosen and held cards are bracketed, so the cursor shows without colour', () => {
    expect(cardCell(card('7H'), 'chosen', theme('unicode'))).toBe('[ 7♥]');
    expect(cardCell(card('7H'), 'held', theme('ascii'))).toBe('[ 7H]');
    expect(cardCell(card('7H'), 'none', theme('unicode'))).toBe('  7♥ ');
  });
});

describe('colour', () => {
  it('without colour a cell is plain text; with colour hearts are red', () => {
    expect(cardCell(card('7H'), 'none', theme('unicode'))).not.toContain('\x1b[');
    expect(cardCell(card('7H'), 'none', theme('unicode', { color: true }))).toContain('\x1b[31m');
  });

  it('the four-colour deck paints diamonds bright blue and clubs green; red and black otherwise', () => {
    const four = theme('unicode', { color: true, fourColor: true });
    expect(cardCell(card('7D'), 'none', four)).toContain('\x1b[94m');
    expect(cardCell(card('7C'), 'none', four)).toContain('\x1b[32m');
    expect(cardCell(card('7D'), 'none', theme('unicode', { color: true }))).toContain('\x1b[31m');
  });

  it("the four-colour diamond is not the card backs' blue", () => {
    const four = theme('unicode', { color: true, fourColor: true });
    const backColour = /\x1b\[(\d+)m/.exec(cardCell(card('?7D'), 'none', four))![1];
    expect(cardCell(card('7D'), 'none', four)).not.toContain(`\x1b[${backColour}m`);
  });

  it('NO_COLOR set to anything but empty turns colour off', () => {
    expect(colorAllowed({ NO_COLOR: '1' })).toBe(false);
    expect(colorAllowed({ NO_COLOR: '' })).toBe(true);
    expect(colorAllowed({})).toBe(true);
  });
});

describe('the board in each style', () => {
  it('draws deal 1 in ASCII with ### backs and letter ranks', () => {
    const app = renderApp(newSession('autumn-leaves', 1), { theme: theme('ascii') });
    expect(app.frame()).toContain(' TD');
    expect(app.frame()).toContain('###');
    expect(app.frame()).not.toContain('♦');
    app.unmount();
  });
});
