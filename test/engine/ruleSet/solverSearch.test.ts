// The rule-set solver's verdicts: every winning line replays to a win through the rules engine,
// 'lost' agrees with the plain exhaustive search wherever that one finishes, cards that no move
// can need go up without a search, a card the hole can never take ends a hole game, and a table
// too small to hold the search proves nothing. Budgets are positions, never time.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import { dominatedInTable } from '../../../src/engine/ruleSet/solver/deck.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';
import { canfieldEndgame, engineOf, GAME_IDS, keyOf, randomPlay, replaysToWin, RULE_SETS, shapeFor } from './solverFixtures.js';

const budget = (maxPositions: number, memoryBytes?: number): SearchBudget =>
  new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY, ...(memoryBytes === undefined ? {} : { memoryBytes }) });

const card = (rank: number, suit: Suit, faceUp = true): Card => ({ rank, suit, faceUp });

function stateOf(id: string, piles: Partial<RuleSetState>): RuleSetState {
  return { ...engineOf(id).newGame({ seed: 1 }), tableau: [], stock: [], waste: [], foundations: [], removed: [], cells: [], reserve: [], redeals: 0, ...piles };
}

const run = (suit: Suit, from: number, to: number): Card[] => Array.from({ length: from - to + 1 }, (_, i) => card(from - i, suit));

/** Small endgames of the games whose random play seldom nears a win. */
const ENDGAMES: Record<string, () => RuleSetState> = {
  // Each ace must go onto its suit's run; the two in one column in the right order.
  spiderette: () => stateOf('spiderette', {
    tableau: [run('spades', 13, 2), run('hearts', 13, 2), run('diamonds', 13, 2), run('clubs', 13, 2), [card(1, 'spades')], [card(1, 'hearts')], [card(1, 'clubs'), card(1, 'diamonds')]],
  }),
  // The reserve's three aces are dealt onto columns 1–3; the fourth goes on by a move.
  scorpion: () => stateOf('scorpion', {
    tableau: [run('spades', 13, 2), run('hearts', 13, 2), run('diamonds', 13, 2), run('clubs', 13, 2), [card(1, 'clubs')], [], []],
    stock: [card(1, 'diamonds', false), card(1, 'hearts', false), card(1, 'spades', false)],
  }),
  // Two decks, every foundation at the queen: the kings lie under one another and in the stock.
  'forty-thieves': () => stateOf('forty-thieves', {
    tableau: [[card(13, 'spades'), card(13, 'hearts')], [card(13, 'diamonds')], [card(13, 'clubs'), card(13, 'spades')], [], [], [], [], [], [], []],
    foundations: Array.from({ length: 8 }, (_, i) => run((['spades', 'hearts', 'diamonds', 'clubs'] as Suit[])[i % 4]!, 12, 1).reverse()),
    stock: [card(13, 'clubs', false), card(13, 'diamonds', false), card(13, 'hearts', false)],
  }),
};

describe.each(GAME_IDS)('the rule-set solver in %s', (id) => {
  const engine = engineOf(id);
  const solve = solverFor(RULE_SETS[id]!);

  it('finds winning lines that replay to a win through the rules', () => {
    // Deals, and positions late in random games, are searched; every line found must win. Where
    // random play seldom comes near a win (ENDGAMES), a hand-built endgame stands in.
    let wins = 0;
    const tries = ENDGAMES[id] ? [ENDGAMES[id]()] : [];
    for (let seed = 1; seed <= 6 && tries.length < 12; seed++) {
      const positions = randomPlay(id, seed, 120);
      tries.push(positions[0]!, positions[positions.length - 1]!);
    }
    for (const state of tries) {
      if (wins > 0) break;
      if (engine.status(state) !== 'playing') continue;
      const outcome = solve(state, budget(30_000));
      if (outcome.verdict !== 'winnable') continue;
      expect(replaysToWin(id, state, outcome.moves)).toBe(true);
      wins++;
    }
    expect(wins).toBeGreaterThan(0);
  });

  it("says 'lost' exactly when the plain exhaustive search does, where that one finishes", () => {
    let compared = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const positions = randomPlay(id, seed, 150);
      const shape = shapeFor(id, positions[0]!);
      for (const state of [positions[positions.length - 1]!, positions[positions.length - 10]!]) {
        if (!state || engine.status(state) !== 'playing') continue;
        const plain = plainSearch(engine, state, budget(1500), (s) => keyOf(shape, s));
        if (plain.verdict === 'unknown') continue;
        expect(solve(state, budget(20_000)).verdict).toBe(plain.verdict);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('the rule-set solver with a stock turned onto a waste', () => {
  it("says 'lost' exactly when the plain search over every turn does (Canfield endgames)", () => {
    // The solver plays waste cards straight from the sequence and never searches a position
    // whose pointer reaches less than a searched one's; the plain search turns card by card.
    const engine = engineOf('canfield');
    const solve = solverFor(RULE_SETS.canfield!);
    const plainKey = (s: RuleSetState): string => JSON.stringify([s.tableau, s.reserve, s.waste, s.stock, s.foundations.map((f) => f.length)]);
    const verdicts = new Map<string, number>();
    for (let seed = 1; seed <= 40; seed++) {
      const state = canfieldEndgame(seed);
      const plain = plainSearch(engine, state, budget(200_000), plainKey);
      if (plain.verdict === 'unknown') continue;
      const outcome = solve(state, budget(200_000));
      expect(outcome.verdict, `seed ${seed}`).toBe(plain.verdict);
      if (outcome.verdict === 'winnable') expect(replaysToWin('canfield', state, outcome.moves)).toBe(true);
      verdicts.set(plain.verdict, (verdicts.get(plain.verdict) ?? 0) + 1);
    }

    expect(verdicts.get('winnable')).toBeGreaterThan(0);
    expect(verdicts.get('lost')).toBeGreaterThan(0);
  });

  it('passes over a position only for one whose pointer brings up every card it does (Canfield)', () => {
    const engine = engineOf('canfield');
    /** The cards that turns bring to the top of the waste from `state`. */
    const tops = (state: RuleSetState): Set<string> => {
      const found = new Set<string>();
      const seen = new Set<string>();
      const queue = [state];
      while (queue.length > 0) {
        const s = queue.pop()!;
        const name = JSON.stringify([s.waste.length, s.stock.length]);
        if (seen.has(name)) continue;
        seen.add(name);
        const top = s.waste[s.waste.length - 1];
        if (top) found.add(`${top.rank}${top.suit}`);
        for (const move of engine.legalMoves(s)) if (move.type === 'deal' || move.type === 'recycle') queue.push(engine.applyMove(s, move));
      }
      return found;
    };
    let compared = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const state = randomPlay('canfield', seed, 30).at(-1)!;
      const shape = shapeFor('canfield', state);
      const sequence = [...state.waste, ...[...state.stock].reverse()].map((c) => ({ ...c, faceUp: true }));
      const at = (p: number): RuleSetState => ({ ...state, waste: sequence.slice(0, p), stock: sequence.slice(p).reverse().map((c) => ({ ...c, faceUp: false })) });
      for (let p = 0; p <= sequence.length; p++) {
        const position = Position.fromState(shape, at(p));
        const key = new Uint8Array(position.keyBytes);
        position.writeKey(key);
        const looked: number[] = [];
        dominatedInTable(position, key, () => (looked.push(key[position.pointerAt]!), false));
        const own = tops(at(p));
        for (const q of looked) {
          const theirs = tops(at(q));
          for (const card of own) expect(theirs.has(card), `pointer ${q} for ${p}`).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('the rule-set solver', () => {
  it('plays up cards that no move can ever need without searching (Beleaguered Castle)', () => {
    const suits: Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
    const state = stateOf('beleaguered-castle', {
      tableau: [...suits.map((suit) => Array.from({ length: 12 }, (_, i) => card(13 - i, suit))), [], [], [], []],
      foundations: suits.map((suit) => [card(1, suit)]),
    });
    const spent = budget(10);
    const outcome = solverFor(RULE_SETS['beleaguered-castle']!)(state, spent);
    expect(outcome.verdict).toBe('winnable');
    expect(spent.positions).toBe(0);
    expect(replaysToWin('beleaguered-castle', state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it('takes a run that a move uncovers off the table too (Scorpion: the suit leaves at once)', () => {
    // Moving 6♠–A♠ onto 7♠ completes the spades and uncovers the whole club suit: both leave.
    const state = stateOf('scorpion', {
      tableau: [[...run('clubs', 13, 1), ...run('spades', 6, 1)], [], [], [], [], [], run('spades', 13, 7)],
      removed: [run('hearts', 13, 1), run('diamonds', 13, 1)],
    });
    const outcome = solverFor(RULE_SETS.scorpion!)(state, budget(10));
    expect(outcome).toEqual({ verdict: 'winnable', moves: [{ type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 6 }, count: 6 }] });
    expect(replaysToWin('scorpion', state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it('knows a Golf game lost once a card is left that the foundation can never take', () => {
    // The ace of hearts needs a 2, and every 2 is gone: lost, however the 7 and the 8 are played.
    const twos = (['spades', 'hearts', 'diamonds', 'clubs'] as Suit[]).map((suit) => card(2, suit));
    const state = stateOf('golf', {
      tableau: [[card(1, 'hearts'), card(7, 'diamonds')], [card(8, 'spades')], [], [], [], [], []],
      foundations: [[...twos, card(6, 'clubs')]],
    });
    const spent = budget(1000);
    expect(solverFor(RULE_SETS.golf!)(state, spent).verdict).toBe('lost');
    expect(spent.positions).toBeLessThanOrEqual(1);
  });

  it('proves nothing once its table is full: a lost deal is undecided with too little memory', () => {
    const solve = solverFor(RULE_SETS.golf!);
    let seed = 1;
    let state = engineOf('golf').newGame({ seed });
    while (solve(state, budget(1_000_000)).verdict !== 'lost') state = engineOf('golf').newGame({ seed: ++seed });
    expect(solve(state, budget(1_000_000, 1)).verdict).toBe('unknown');
  });
});
