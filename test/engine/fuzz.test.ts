// Fuzzing the rules: random walks that mix legal moves (picked from legalMoves) with arbitrary
// moves that mostly are not legal (any pile kind, indices −1…11, counts −1…15, deals and
// recycles at any time, and garbage). After every step: an illegal move throws IllegalMoveError
// with a one-line reason and leaves the state as it was; a legal one applies; and the state's
// invariants hold (cards conserved, face-down cards only under face-up ones, exposed cards face
// up (on an overlapping layout: face down only while covered), Klondike foundations ace-up in one suit, Spider's removed runs K→A in one suit, a known
// status, plain JSON). Every state is deep-frozen, so any mutation throws.
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import type { Card } from '../../src/engine/cards/cards.js';
import { gameOf, games, type PlayableGameId } from '../../src/engine/games.js';
import { isFree } from '../../src/engine/common/overlap.js';
import { FOUNDATION_SUITS } from '../../src/engine/games/klondike/rules.js';
import { IllegalMoveError, type GameRules, type GameState, type Move } from '../../src/engine/types.js';
import { cardMultiset, choiceCombinations, deepFreeze, progress, seedsOf, showPile } from './fixtures.js';


const NUM_RUNS = 120;
const MAX_STEPS = 250;
const STATUSES = ['playing', 'won', 'lost'];

/**
 * One step of a walk: a legal move chosen by `pick`; the legal move that most improves the
 * position (so walks also reach full foundations, removed runs and ended games); or the given
 * move, legal or not.
 */
type Step = { kind: 'legal' | 'greedy'; pick: number } | { kind: 'any'; move: Move };

const pileRefArb = fc.record({
  pile: fc.constantFrom('tableau', 'tableau', 'tableau', 'waste', 'foundation', 'stock'),
  index: fc.integer({ min: -1, max: 11 }),
});

/** Moves as a type-checked caller could write them, nearly all of them illegal. */
const looseMoveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('move'), from: pileRefArb, to: pileRefArb, count: fc.integer({ min: -1, max: 15 }) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'deal' }) },
  { weight: 1, arbitrary: fc.constant({ type: 'recycle' }) },
) as fc.Arbitrary<Move>;

/** Garbage that still passes the save file's shape check or is a plausible caller's slip. */
const garbageArb = fc.constantFrom<unknown>(
  { type: 'jump' },
  {},
  { type: 'undo' },
  { type: 'move', from: {}, to: {}, count: 1 },
  { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 1 }, count: 1.5 },
  { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 1 }, count: Number.NaN },
  { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 1 }, count: Number.POSITIVE_INFINITY },
  { type: 'move', from: { pile: 'tableau', index: 0.5 }, to: { pile: 'tableau', index: 1 }, count: 1 },
  { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: Number.NaN }, count: 1 },
  { type: 'move', from: { pile: 'waste', index: 0 }, to: { pile: 'waste', index: 0 }, count: 1 },
  { type: 'move', from: { pile: 'foundation', index: 0 }, to: { pile: 'foundation', index: 1 }, count: 1 },
  { type: 'move', from: { pile: 'tableau', index: 1 }, to: { pile: 'tableau', index: 1 }, count: 1 },
) as fc.Arbitrary<Move>;

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat({ max: 1_000_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('greedy' as const), pick: fc.nat({ max: 1_000_000 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('any' as const), move: looseMoveArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('any' as const), move: garbageArb }) },
);

const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: MAX_STEPS, size: 'max' });

/** The legal move that leads furthest by `progress`, ties broken by `pick`; undefined when none. */
function greedyMove(rules: GameRules, state: GameState, legal: readonly Move[], pick: number): Move | undefined {
  let best: Move[] = [];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    const value = progress(rules, rules.applyMove(state, move));
    if (value > bestValue) [best, bestValue] = [[move], value];
    else if (value === bestValue) best.push(move);
  }
  return best[pick % Math.max(1, best.length)];
}

/** Whether `move` is one of `legal` (same type, piles, indices and count). */
function isListed(legal: readonly Move[], move: Move): boolean {
  return legal.some((m) => {
    if (m.type !== move.type) return false;
    if (m.type !== 'move' || move.type !== 'move') return true;
    return (
      m.count === move.count &&
      m.from.pile === move.from?.pile && m.from.index === move.from?.index &&
      m.to.pile === move.to?.pile && m.to.index === move.to?.index
    );
  });
}

function where(id: string, options: object, seed: number, step: number, move?: unknown): string {
  return `${id} ${JSON.stringify(options)} seed ${seed}, step ${step}${move === undefined ? '' : `, move ${JSON.stringify(move)}`}`;
}

const SUIT_INDEX: Record<string, number> = { spades: 0, hearts: 1, diamonds: 2, clubs: 3 };

/** How many of each card a state holds, by rank and suit (a fast cardMultiset). */
function cardCounts(state: GameState): number[] {
  const counts = new Array<number>(4 * 14).fill(0);
  const add = (pile: readonly Card[]) => {
    for (const c of pile) counts[(SUIT_INDEX[c.suit] ?? 0) * 14 + (c.rank >= 1 && c.rank <= 13 ? c.rank : 0)]! += 1;
  };
  for (const piles of [state.tableau, [state.stock], [state.waste], state.foundations, state.removed, state.cells ?? [], state.reserve ?? []]) piles.forEach(add);
  return counts;
}

/** What JSON keeps unchanged: null, booleans, strings, finite numbers, arrays and plain objects of them. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every((v) => v !== undefined && isPlainJson(v));
}

/**
 * Every invariant a state of any game must keep. Each check is a cheap test first; the matcher
 * that explains a failure runs only when it fails.
 */
function checkInvariants(rules: GameRules, state: GameState, deck: { counts: number[]; multiset: string[] }, at: () => string): void {
  const counts = cardCounts(state);
  if (counts.some((n, i) => n !== deck.counts[i]) || !state.tableau.concat([state.stock, state.waste], state.foundations, state.removed, state.cells ?? [], state.reserve ?? []).flat().every(isCard)) {
    expect(cardMultiset(state), `cards conserved (${at()})`).toEqual(deck.multiset);
  }
  // On an overlapping layout each pile is one card: face down exactly while something covers it.
  const overlap = gameOf(state).overlapLayout?.(state);
  state.tableau.forEach((column, i) => {
    const firstUp = column.findIndex((c) => c.faceUp);
    const upAfterDown = firstUp < 0 || column.every((c, j) => j < firstUp || c.faceUp);
    const topUp = column.length === 0 || column[column.length - 1]!.faceUp || (overlap !== undefined && !isFree(overlap, state.tableau, i));
    if (!upAfterDown || !topUp) {
      const shape = `column ${i + 1}: ${showPile(column)} (${at()})`;
      expect(upAfterDown, `no face-down card above a face-up one, ${shape}`).toBe(true);
      expect(topUp, `the top card is face up, ${shape}`).toBe(true);
    }
  });
  if (state.game === 'klondike') {
    if (state.foundations.length !== 4) expect(state.foundations.length, `four foundations (${at()})`).toBe(4);
    state.foundations.forEach((pile, i) => {
      const ok = pile.every((c: Card, j) => c.rank === j + 1 && c.suit === FOUNDATION_SUITS[i] && c.faceUp);
      if (!ok) expect.fail(`foundation ${i + 1} should ascend from the ace in ${FOUNDATION_SUITS[i]}: ${showPile(pile)} (${at()})`);
    });
  }
  if (state.game === 'spider') {
    for (const run of state.removed) {
      const ok = run.length === 13 && run.every((c, j) => c.rank === 13 - j && c.suit === run[0]!.suit);
      if (!ok) expect.fail(`a removed run should be K→A in one suit: ${showPile(run)} (${at()})`);
    }
  }
  const status = rules.status(state);
  if (!STATUSES.includes(status)) expect(STATUSES, `status (${at()})`).toContain(status);
  if (!isPlainJson(state)) expect(JSON.parse(JSON.stringify(state)), `the state is plain JSON (${at()})`).toEqual(state);
}

function isCard(c: unknown): boolean {
  const card = c as Card;
  return typeof card === 'object' && card !== null && Number.isInteger(card.rank) && card.rank >= 1 && card.rank <= 13 &&
    card.suit in SUIT_INDEX && typeof card.faceUp === 'boolean';
}

for (const id of Object.keys(games) as PlayableGameId[]) {
  const rules = games[id];
  const seedArb = seedsOf(rules);
  for (const options of choiceCombinations(rules)) {
    describe(`${id} ${JSON.stringify(options)}`, () => {
      test('random legal and illegal moves: illegal ones throw a one-line reason and change nothing; invariants hold', () => {
        fc.assert(
          fc.property(seedArb, stepsArb, (seed, steps) => {
            let state = deepFreeze(rules.newGame({ ...options, seed }));
            const deck = { counts: cardCounts(state), multiset: cardMultiset(state) };
            checkInvariants(rules, state, deck, () => where(id, options, seed, 0));
            steps.forEach((step, i) => {
              const legal = rules.legalMoves(state);
              let move: Move;
              if (step.kind !== 'any') {
                if (legal.length === 0) return;
                try {
                  move = step.kind === 'legal' ? legal[step.pick % legal.length]! : greedyMove(rules, state, legal, step.pick)!;
                } catch (error) {
                  return expect.fail(`a move legalMoves lists threw ${String(error)} (${where(id, options, seed, i + 1)})`);
                }
              } else {
                move = step.move;
              }
              deepFreeze(move);
              const at = () => where(id, options, seed, i + 1, move);
              if (isListed(legal, move)) {
                try {
                  state = deepFreeze(rules.applyMove(state, move));
                } catch (error) {
                  expect.fail(`a legal move should apply, but it threw ${String(error)} (${at()})`);
                }
              } else {
                const before = JSON.stringify(state);
                let thrown: unknown;
                try {
                  rules.applyMove(state, move);
                } catch (error) {
                  thrown = error;
                }
                if (!(thrown instanceof IllegalMoveError)) {
                  expect(thrown, `a move legalMoves does not list is refused with IllegalMoveError (${at()})`).toBeInstanceOf(IllegalMoveError);
                }
                const reason = (thrown as IllegalMoveError).reason;
                if (typeof reason !== 'string' || reason.trim() === '' || reason.includes('\n')) {
                  expect.fail(`the reason should be one non-empty line, not ${JSON.stringify(reason)} (${at()})`);
                }
                if (JSON.stringify(state) !== before) expect(state, `an illegal move changes nothing (${at()})`).toEqual(JSON.parse(before));
              }
              checkInvariants(rules, state, deck, at);
            });
          }),
          { numRuns: NUM_RUNS },
        );
      });
    });
  }
}

describe('moves from outside the typed contract (an edited save)', () => {
  it.each(Object.keys(games))('%s refuses a pile index that is not a whole number with IllegalMoveError', (id) => {
    const rules = games[id as keyof typeof games];
    const state = rules.newGame({ seed: 5 });
    for (const index of ['length', 1.5, -1, NaN] as unknown as number[]) {
      const move = { type: 'move' as const, from: { pile: 'tableau' as const, index }, to: { pile: 'tableau' as const, index: 1 }, count: 1 };
      expect(() => rules.applyMove(state, move)).toThrow(IllegalMoveError);
      const back = { type: 'move' as const, from: { pile: 'tableau' as const, index: 1 }, to: { pile: 'tableau' as const, index }, count: 1 };
      expect(() => rules.applyMove(state, back)).toThrow(IllegalMoveError);
    }
  });
});
