// Winning lines made to read like play (src/solver/shortenLine.ts): detours a search can leave in a
// line are taken out (a card moved and moved back, a pass through the stock that played nothing, a
// card shuffled between two empty free cells), the board's visible moves come before the draws they
// commute with, and every shortened line, in every game, still replays to a win.
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../src/engine/games.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { shortenLine } from '../../src/solver/shortenLine.js';
import { solve } from '../../src/solver/solve.js';

const cell = (index: number) => ({ pile: 'cell' as const, index });

function replay(state: GameState, moves: readonly Move[]): GameState {
  const rules = gameOf(state);
  return moves.reduce((position, move) => rules.applyMove(position, move), state);
}

function wonLine(game: string, seed: number, options: object = {}): { state: GameState; line: Move[] } {
  const state = gameOf({ game, options }).newGame({ ...options, seed });
  const result = solve(state, { maxPositions: 300_000 });
  if (result.verdict !== 'winnable') throw new Error(`${game} deal ${seed} was not won within the budget`);
  return { state, line: result.moves };
}

const freecell = wonLine('freecell', 1);

/** The piles of a position, its counters aside. */
const pilesOf = (state: GameState) => JSON.stringify([state.tableau, state.stock, state.waste, state.foundations, state.cells]);

/** A move from `state` and a second one that brings the piles back to `back`'s: a detour. */
function detourTo(state: GameState, back: GameState): [Move, Move] | undefined {
  const rules = gameOf(state);
  for (const there of rules.legalMoves(state)) {
    const away = rules.applyMove(state, there);
    for (const again of rules.legalMoves(away)) if (pilesOf(rules.applyMove(away, again)) === pilesOf(back)) return [there, again];
  }
  return undefined;
}

describe('a detour is taken out of a winning line', () => {
  it('a card moved away and at once moved back is dropped', () => {
    const { state, line } = freecell;
    const rules = gameOf(state);
    for (let at = 0; at < line.length; at++) {
      const position = replay(state, line.slice(0, at));
      const detour = detourTo(position, position);
      if (!detour) continue;
      const longer = [...line.slice(0, at), ...detour, ...line.slice(at)];
      expect(rules.status(replay(state, longer))).toBe('won');
      const shortened = shortenLine(state, longer);
      expect(shortened.length).toBeLessThanOrEqual(line.length);
      expect(rules.status(replay(state, shortened))).toBe('won');
      return;
    }
    throw new Error('the line passes no position with a detour to try');
  });

  it('a card moved away and moved back later, with other play between, is dropped', () => {
    const { state, line } = freecell;
    const rules = gameOf(state);
    // A card moved off where it lies, the line's next three moves played, and the card moved back.
    for (let at = 0; at + 3 < line.length; at++) {
      const position = replay(state, line.slice(0, at));
      const then = replay(position, line.slice(at, at + 3));
      for (const away of rules.legalMoves(position)) {
        let between: GameState;
        try {
          between = replay(rules.applyMove(position, away), line.slice(at, at + 3));
        } catch {
          continue;
        }
        const back = rules.legalMoves(between).find((move) => pilesOf(rules.applyMove(between, move)) === pilesOf(then));
        if (!back || pilesOf(rules.applyMove(position, away)) === pilesOf(position)) continue;
        const longer = [...line.slice(0, at), away, ...line.slice(at, at + 3), back, ...line.slice(at + 3)];
        expect(rules.status(replay(state, longer))).toBe('won');
        const shortened = shortenLine(state, longer);
        expect(shortened.length).toBeLessThanOrEqual(line.length);
        expect(rules.status(replay(state, shortened))).toBe('won');
        return;
      }
    }
    throw new Error('the line passes no position with such a detour to try');
  });

  it('a card shuffled into another empty free cell is dropped, the cell renamed in the rest of the line', () => {
    const { state, line } = freecell;
    const rules = gameOf(state);
    // After the line's first move into a free cell, move that card on into an empty cell: the rest of
    // the line then names the wrong cell, so dropping the shuffle needs the two cells swapped back.
    const at = line.findIndex((move) => move.type === 'move' && move.to.pile === 'cell');
    const into = line[at] as Extract<Move, { type: 'move' }>;
    const before = replay(state, line.slice(0, at + 1));
    const empty = before.cells!.findIndex((pile) => pile.length === 0);
    const swap = (ref: { pile: string; index: number }) =>
      ref.pile === 'cell' && ref.index === into.to.index ? cell(empty) : ref.pile === 'cell' && ref.index === empty ? cell(into.to.index) : ref;
    const rest = line.slice(at + 1).map((move) => (move.type === 'move' ? { ...move, from: swap(move.from), to: swap(move.to) } : move)) as Move[];
    const longer = [...line.slice(0, at + 1), { type: 'move', from: cell(into.to.index), to: cell(empty), count: 1 } as Move, ...rest];
    expect(rules.status(replay(state, longer))).toBe('won');
    const shortened = shortenLine(state, longer);
    expect(shortened.length).toBeLessThanOrEqual(line.length);
    expect(rules.status(replay(state, shortened))).toBe('won');
  });

  it('a whole pass through the stock that plays nothing is dropped', () => {
    const { state, line } = wonLine('klondike', 1, { draw: 1 });
    const pass: Move[] = [...state.stock.map((): Move => ({ type: 'deal' })), { type: 'recycle' }];
    const longer = [...pass, ...line];
    expect(gameOf(state).status(replay(state, longer))).toBe('won');
    const shortened = shortenLine(state, longer);
    expect(shortened.length).toBeLessThanOrEqual(line.length);
    expect(gameOf(state).status(replay(state, shortened))).toBe('won');
  });
});

describe('what is visible is played before drawing', () => {
  it('no board move of the shortened line could have come before the draw ahead of it', () => {
    const { state, line } = wonLine('klondike', 1, { draw: 1 });
    const rules = gameOf(state);
    const shortened = shortenLine(state, line);
    // The search's own line draws first: deal 1 has a move on the table it leaves until later.
    expect(shortened.slice(0, 2).every((move) => move.type === 'move')).toBe(true);
    expect(line[0]!.type).toBe('deal');
    let position = state;
    for (let i = 0; i + 1 < shortened.length; i++) {
      const [draw, play] = [shortened[i]!, shortened[i + 1]!];
      const after = rules.applyMove(rules.applyMove(position, draw), play);
      if (draw.type === 'deal' && play.type === 'move' && play.from.pile !== 'waste' && play.to.pile !== 'waste') {
        let swapped: GameState | undefined;
        try {
          swapped = rules.applyMove(rules.applyMove(position, play), draw);
        } catch {
          swapped = undefined;
        }
        expect(swapped && JSON.stringify([swapped.tableau, swapped.waste, swapped.foundations])).not.toBe(JSON.stringify([after.tableau, after.waste, after.foundations]));
      }
      position = rules.applyMove(position, draw);
    }
    expect(rules.status(replay(state, shortened))).toBe('won');
  });
});

/**
 * A deal of each game its solver wins within a small budget. Spiderette's solver wins none of its
 * first sixty that quickly; Simple Simon's first quick win (deal 2) is a line of thousands of moves,
 * which this shortening, bounded as it is, leaves as long (that solver's own search is the place).
 */
const WON_QUICKLY: Record<string, number> = {
  'autumn-leaves': 0, klondike: 0, spider: 0, freecell: 1, canfield: 0, golf: 0, 'black-hole': 0, 'bakers-game': 0,
  'eight-off': 0, 'seahaven-towers': 0, 'beleaguered-castle': 0, 'forty-thieves': 21, yukon: 0, scorpion: 16, pyramid: 0, tripeaks: 0,
};

describe('every game with a quick win: a shortened line still wins and is never longer', () => {
  for (const [game, seed] of Object.entries(WON_QUICKLY)) {
    it(`${game} deal ${seed}`, () => {
      const state = gameOf({ game, options: {} }).newGame({ seed });
      const result = solve(state, { maxPositions: 100_000 });
      const shortened = solve(state, { maxPositions: 100_000, shorten: true });
      if (result.verdict !== 'winnable' || shortened.verdict !== 'winnable') throw new Error(`${game} deal ${seed} is no longer won within the budget`);
      expect(shortened.moves.length).toBeLessThanOrEqual(result.moves.length);
      expect(gameOf(state).status(replay(state, shortened.moves))).toBe('won');
    });
  }
});
