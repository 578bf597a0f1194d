// The header line as a pure function of facts given as data: shorter words by rank across the
// header, then facts dropped by rank; the words are never parsed.
import { describe, expect, it } from 'vitest';
import { headerLine, screenFacts } from '../../src/ui/board/headerLine.js';
import { games } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session/session.js';

describe('the header line', () => {
  it('takes shorter words in rank order, across facts, only while the line is too long', () => {
    const facts = [
      { text: 'Game' },
      { text: 'alpha long', shorter: [{ text: 'alpha', rank: 2 }] },
      { text: 'beta long', shorter: [{ text: 'beta', rank: 1 }] },
    ];
    expect(headerLine(facts, 80)).toBe('Game · alpha long · beta long');
    expect(headerLine(facts, 25)).toBe('Game · alpha long · beta');
    expect(headerLine(facts, 20)).toBe('Game · alpha · beta');
  });

  it('then drops facts, the lowest rank first; facts without one always stay', () => {
    const facts = [{ text: 'Game' }, { text: 'one', dropRank: 2 }, { text: 'two', dropRank: 1 }, { text: 'word' }];
    expect(headerLine(facts, 17)).toBe('Game · one · word');
    expect(headerLine(facts, 12)).toBe('Game · word');
  });

  it('on a tie in rank, the fact further left shortens first, and goes first', () => {
    const shortening = [{ text: 'Game' }, { text: 'alpha long', shorter: [{ text: 'alpha', rank: 1 }] }, { text: 'beta long', shorter: [{ text: 'beta', rank: 1 }] }];
    expect(headerLine(shortening, 25)).toBe('Game · alpha · beta long');
    const dropping = [{ text: 'Game' }, { text: 'one', dropRank: 1 }, { text: 'two', dropRank: 1 }];
    expect(headerLine(dropping, 12)).toBe('Game · two');
  });

  it('Klondike Vegas at 60 columns: the total and the variant\'s name shorten as the game says', () => {
    const state = newSession('klondike', 999_999_999, { scoring: 'vegas', draw: 3 }).state;
    const facts = screenFacts({
      title: 'Klondike', seed: 999_999_999, proved: true, gameFacts: games.klondike.facts(state, 0, -123_456),
      moves: 0, clock: '0:00', outlook: 'winnable',
    });
    expect(headerLine(facts, 160)).toBe('Klondike · deal 999999999 (proved) · draw 3 · 2 redeals left · Vegas −$52 (total −$123508) · 0 moves · 0:00 · winnable');
    expect(headerLine(facts, 60).length).toBeLessThanOrEqual(60);
    expect(headerLine(facts, 60)).toMatch(/^Klondike · #999999999 /);
  });

  it('a rated deal says its band of difficulty with "proved", and keeps the band when the words shorten', () => {
    const state = newSession('klondike', 6).state;
    const facts = screenFacts({ title: 'Klondike', seed: 6, proved: true, band: 'hard', gameFacts: games.klondike.facts(state, 0, 0), moves: 0, clock: '0:00', outlook: '62%' });
    expect(headerLine(facts, 100)).toBe('Klondike · deal 6 (proved, hard) · draw 1 · score 0 · 0 moves · 0:00 · 62%');
    expect(headerLine(facts, 40)).toMatch(/^Klondike · #6 hard · /);
  });
});
