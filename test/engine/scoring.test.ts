// Scores in every game, as docs/rules/<game>.md's "Scoring" says: 10 points a card put up (or
// cleared, or gone with its run), Windows' win bonus, and the header's fact that shows it. Each
// family's rows are checked on a move that scores; every game's header shows its score from the deal.
import { describe, expect, it } from 'vitest';
import { allGames, games, type PlayableGameId } from '../../src/engine/games.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { CARD_POINTS, winBonus } from '../../src/engine/common/scoring.js';
import { newSession } from '../../src/engine/session/session.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { buildState, type StateSpec } from './fixtures.js';

const scoreOf = (id: PlayableGameId, state: GameState, elapsedMs = 0): number => games[id].score!(state, elapsedMs) ?? Number.NaN;
const headerScore = (id: PlayableGameId, state: GameState) => games[id].facts(state, 0, 0).find((fact) => fact.text.startsWith('score '))?.text;
const at = (id: PlayableGameId, spec: StateSpec & { cells?: unknown; reserve?: unknown; baseRank?: number; redeals?: number }) =>
  buildState(id, { cells: [], reserve: [], baseRank: 1, redeals: 0, ...spec });

/** The first move `wanted` met in random play from deal 1 on, with the states around it: a counted search. */
function scoringMove(id: PlayableGameId, wanted: (move: Move, before: GameState, after: GameState) => boolean): { before: GameState; after: GameState } {
  const game = games[id];
  const random = mulberry32(3);
  for (let deal = 1; deal <= 20; deal++) {
    let state = newSession(id, deal).state;
    for (let step = 0; step < 300; step++) {
      const moves = game.legalMoves(state);
      if (moves.length === 0) break;
      for (const move of moves) {
        const after = game.applyMove(state, move);
        if (wanted(move, state, after)) return { before: state, after };
      }
      state = game.applyMove(state, moves[Math.floor(random() * moves.length)]!);
    }
  }
  throw new Error(`${id}: no such move in 20 deals of 300 random moves`);
}

const toFoundation = (move: Move) => move.type === 'move' && move.to.pile === 'foundation';

describe('every game keeps a score and shows it in the header', () => {
  it.each(allGames().map((game) => [game.id]))('%s: the header says the score from the deal on', (id) => {
    const { state } = newSession(id as PlayableGameId, 1);
    const score = scoreOf(id as PlayableGameId, state);
    expect(Number.isFinite(score)).toBe(true);
    expect(headerScore(id as PlayableGameId, state)).toBe(`score ${score}`);
  });
});

describe('the rows of each family, on a move that scores', () => {
  it.each(['freecell', 'bakers-game', 'eight-off', 'seahaven-towers', 'beleaguered-castle', 'streets-and-alleys', 'stronghold', 'siegecraft', 'fan', 'king-albert', 'raglan', 'somerset', 'east-haven', 'canfield', 'forty-thieves', 'yukon'] as PlayableGameId[])(
    '%s: a card put up scores 10, from 0 at the deal (cards the deal puts up do not count)',
    (id) => {
      expect(scoreOf(id, newSession(id, 1).state)).toBe(0);
      const { before, after } = scoringMove(id, (move) => toFoundation(move));
      expect(scoreOf(id, after) - scoreOf(id, before)).toBe(CARD_POINTS);
      expect(headerScore(id, after)).toBe(`score ${scoreOf(id, before) + CARD_POINTS}`);
    },
  );

  it.each(['golf', 'black-hole'] as PlayableGameId[])('%s: a card cleared from the columns scores 10; a stock card turned, nothing', (id) => {
    const { before, after } = scoringMove(id, (move) => toFoundation(move));
    expect(scoreOf(id, after) - scoreOf(id, before)).toBe(CARD_POINTS);
    if (id === 'golf') {
      const turned = scoringMove(id, (move) => move.type === 'deal');
      expect(scoreOf(id, turned.after)).toBe(scoreOf(id, turned.before));
    }
  });

  it('Golf won with stock left: 10 for each of the 35 cards, 10 for each stock card left, and the win bonus', () => {
    const won = at('golf', { tableau: ['', '', '', '', '', '', ''], foundations: ['QH'], stock: 'AC 5D 7S' });
    expect(games.golf.status(won)).toBe('won');
    expect(scoreOf('golf', won, 100_000)).toBe(350 + 30 + 7_000);
  });

  it.each(['pyramid', 'tripeaks'] as PlayableGameId[])('%s: each card cleared from the layout scores 10; turning the stock, nothing', (id) => {
    const cleared = (before: GameState, after: GameState) => before.tableau.flat().length - after.tableau.flat().length;
    const { before, after } = scoringMove(id, (move, b, a) => move.type === 'move' && cleared(b, a) > 0);
    expect(scoreOf(id, after) - scoreOf(id, before)).toBe(CARD_POINTS * cleared(before, after));
    const turned = scoringMove(id, (move) => move.type === 'deal');
    expect(scoreOf(id, turned.after)).toBe(scoreOf(id, turned.before));
  });

  it.each(['spiderette', 'simple-simon', 'scorpion'] as PlayableGameId[])('%s: a run leaving the table scores its 13 cards, 130', (id) => {
    const run = 'KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS';
    const columns = games[id].newGame({ seed: 1 }).tableau.length;
    const before = at(id, { tableau: [run.split(' ').slice(0, 12).join(' '), 'AS', ...Array<string>(columns - 2).fill('')] });
    const after = games[id].applyMove(before, { type: 'move', from: { pile: 'tableau', index: 1 }, to: { pile: 'tableau', index: 0 }, count: 1 });
    expect(after.removed).toHaveLength(1);
    expect(scoreOf(id, after) - scoreOf(id, before)).toBe(130);
  });

  it('Autumn Leaves: each card in place down from a king at the bottom of a column scores 10', () => {
    const before = at('autumn-leaves', { tableau: ['KH QH JH', '10H', '9S', '', 'QS KD'], stock: '' });
    expect(scoreOf('autumn-leaves', before)).toBe(30);
    const after = games['autumn-leaves'].applyMove(before, { type: 'move', from: { pile: 'tableau', index: 1 }, to: { pile: 'tableau', index: 0 }, count: 1 });
    expect(scoreOf('autumn-leaves', after)).toBe(40);
    expect(headerScore('autumn-leaves', after)).toBe('score 40');
  });

  it("the win bonus is Windows Solitaire's: 700,000 over the seconds played, past 30 seconds", () => {
    expect(winBonus(30_999)).toBe(0);
    expect(winBonus(31_000)).toBe(Math.floor(700_000 / 31));
    expect(winBonus(100_000)).toBe(7_000);
  });
});
