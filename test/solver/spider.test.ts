// The Spider solver (src/engine/ruleSet/solver/runs/): hand-built positions (a one-move win, a small lost
// position the exhaustive search proves lost), agreement with the plain reference search on small
// random positions, and winning lines that replay through the engine from deals and from random
// positions in the middle of a game, in 1, 2 and 4 suits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SpiderState, type SpiderSuits } from '../../src/engine/games/spider/rules.js';
import { spider } from '../../src/engine/games/spider/index.js';
import type { Move } from '../../src/engine/types.js';
import { pileKey } from '../../src/engine/cards/cardKey.js';
import { plainSearch } from '../../src/search/plainSearch.js';
import { solve } from '../../src/solver/solve.js';
import { solveRuns } from '../../src/engine/ruleSet/solver/runs/solver.js';
import { buildState } from '../engine/fixtures.js';
import { positions, positionBudget } from './budgets.js';

const SPADES = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS';

/** A position with `gone` complete spade runs already off the table. */
function position(tableau: string[], options: { stock?: string; gone?: number; suits?: SpiderSuits } = {}): SpiderState {
  return buildState<SpiderState>('spider', {
    tableau,
    stock: options.stock ?? '',
    removed: Array.from({ length: options.gone ?? 7 }, () => SPADES),
    options: { suits: options.suits ?? 2 },
    score: 500, cells: [], reserve: [], baseRank: 1, redeals: 0,
  });
}

function replays(state: SpiderState, moves: readonly Move[]): boolean {
  let current = state;
  for (const move of moves) current = spider.applyMove(current, move);
  return spider.status(current) === 'won';
}

/** The reference search's key: every card of every column, and the stock left. */
const plainKey = (state: SpiderState): string => state.tableau.map(pileKey).join('|') + '|' + state.stock.length;

describe('Spider solver on hand-built positions', () => {
  it('finds a one-move win', () => {
    const state = position(['KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', '?9H AS', '5H', '', '', '', '', '', '', '']);
    const result = solve(state, positions(1000));
    expect(result).toMatchObject({ verdict: 'winnable', moves: [{ type: 'move', from: { index: 1 }, to: { index: 0 }, count: 1 }] });
  });

  it('wins a position that needs a deal and a face-down card', () => {
    // Five columns: a deal gives the top five stock cards (6H onto the first column … 2S onto the
    // fifth) and leaves five that can never be dealt.
    const state = position(['?KS QS JS TS', '9S 8S 7S', '?6S 5S', '?AS 9H', '8H', '', '', '', '', ''], {
      stock: '5H 5H 5H 5H 5H 2S 3S 4S 7H 6H',
    });
    const sparse = { ...state, tableau: state.tableau.slice(0, 5) };
    const result = solve(sparse, positions(5000));
    expect(result.verdict).toBe('winnable');
    expect(result.verdict === 'winnable' && replays(sparse, result.moves)).toBe(true);
  });

  it('proves a small position lost by exhausting it', () => {
    // Spades K–2 and the Ace of hearts: no complete run can ever form.
    const state = position(['KS QS JS TS 9S 8S', '7S 6S 5S', '?AH 4S 3S', '2S', '9H', '', '', '', '', '']);
    const result = solve(state, positions(50_000));
    expect(result.verdict).toBe('lost');
    expect(result.positions).toBeGreaterThan(0);
  });

  it('says unknown, not lost, when the limit comes first', () => {
    const state = position(['KS QS JS TS 9S 8S', '7S 6S 5S', '?AH 4S 3S', '2S', '9H', '', '', '', '', '']);
    expect(solve(state, positions(10)).verdict).toBe('unknown');
  });
});

// Small positions: the 13 ranks of one run, all spades or with the seven of hearts, cut into
// pieces and stacked on four columns, some cards face down, sometimes a few of them in a stock.
const smallPosition = fc
  .record({
    heartSeven: fc.boolean(),
    cuts: fc.array(fc.nat(3), { minLength: 12, maxLength: 12 }),
    columnOf: fc.array(fc.nat(3), { minLength: 13, maxLength: 13 }),
    faceDown: fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
    order: fc.array(fc.nat(), { minLength: 13, maxLength: 13 }),
    stocked: fc.nat(4),
  })
  .map(({ heartSeven, cuts, columnOf, faceDown, order, stocked }) => {
    const ranks = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'];
    const cards = ranks.map((rank) => rank + (heartSeven && rank === '7' ? 'H' : 'S'));
    const pieces: string[][] = [[cards[0]!]];
    for (let i = 1; i < 13; i++) {
      if (cuts[i - 1] === 0) pieces.push([]);
      pieces[pieces.length - 1]!.push(cards[i]!);
    }
    const shuffled = pieces.map((piece, i) => ({ piece, at: order[i]! })).sort((a, b) => a.at - b.at).map((p) => p.piece);
    // A stock of ten, of which one deal gives the top four (four columns): up to four of the
    // run's cards among hearts that only get in the way.
    const last = shuffled[shuffled.length - 1]!;
    const dealt = stocked > 0 ? last.splice(Math.max(0, last.length - stocked)) : [];
    const stock = stocked > 0 ? [...Array<string>(10 - dealt.length).fill('5H'), ...dealt].join(' ') : '';
    const columns: string[][] = [[], [], [], []];
    shuffled.forEach((piece, i) => columns[columnOf[i]!]!.push(...piece));
    let flip = 0;
    const tableau = columns.map((column) =>
      column.map((name, i) => (i < column.length - 1 && faceDown[flip++ % 13] ? '?' + name : name)).join(' '));
    const state = position(tableau.concat(['', '', '', '', '', '']), { stock });
    return { ...state, tableau: state.tableau.slice(0, 4) };
  });

describe('Spider solver against the plain search', () => {
  it('agrees on small positions wherever the plain search decides', () => {
    const decided = { winnable: 0, lost: 0 };
    fc.assert(
      fc.property(smallPosition, (state) => {
        if (spider.status(state) !== 'playing') return;
        const plain = plainSearch(spider, state, positionBudget(4000), plainKey);
        if (plain.verdict === 'unknown') return;
        decided[plain.verdict]++;
        const ours = solveRuns(state, positionBudget(20_000));
        expect(ours.verdict).toBe(plain.verdict);
        if (ours.verdict === 'winnable') expect(replays(state, ours.moves)).toBe(true);
      }),
      // A fixed seed: the counts below are of decided positions, which vary from one random draw to another.
      { numRuns: 80, seed: 20261207 },
    );
    expect(decided.winnable).toBeGreaterThan(5);
    expect(decided.lost).toBeGreaterThan(5);
  });
});

describe('Spider solver lines replay to a win', () => {
  it('from fresh deals in 1, 2 and 4 suits, through solve()', () => {
    for (const suits of [1, 2, 4] as const) {
      const state = spider.newGame({ seed: 11, suits });
      const result = solve(state, positions(500_000));
      expect(result.verdict).toBe('winnable');
      expect(result.verdict === 'winnable' && replays(state, result.moves)).toBe(true);
    }
  });

  it('from random positions in the middle of random games', () => {
    let solved = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom<SpiderSuits>(1, 2, 4),
        fc.array(fc.nat(), { maxLength: 40 }),
        (seed, suits, choices) => {
          let state = spider.newGame({ seed, suits });
          for (const choice of choices) {
            const moves = spider.legalMoves(state);
            if (moves.length === 0) break;
            state = spider.applyMove(state, moves[choice % moves.length]!);
          }
          // solve() replays every 'winnable' line itself and throws when it does not win.
          const result = solve(state, positions(12_000));
          if (result.verdict === 'winnable') {
            solved++;
            expect(replays(state, result.moves)).toBe(true);
          }
        },
      ),
      { numRuns: 20 },
    );
    expect(solved).toBeGreaterThan(0);
  });

  it('is deterministic for a given position limit', () => {
    const state = spider.newGame({ seed: 5, suits: 2 });
    const first = solveRuns(state, positionBudget(8000));
    const second = solveRuns(state, positionBudget(8000));
    expect(second).toEqual(first);
  });
});
