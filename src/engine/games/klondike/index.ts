// Klondike as one game object: the rules engine plays its rule set (ruleSet.ts, one per draw and
// passes), with Klondike's own deal order, score, pass-without-progress loss and stock words
// (rules.ts, scoring.ts) around it; its options, variants, top row, hint traits and tuned solver
// (solver/). The registry (src/engine/games.ts) lists it.
import { alternatingDescending } from '../../common/piles.js';
import { defineGame, ONE_PASS_FAN, POINTS, type GameOption, type ScoreScale, type TopRowPlace, type Variant } from '../../game.js';
import { plural } from '../../plural.js';
import { ruleSetRules } from '../../ruleSet/rules.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { scoreFact } from '../../common/scoring.js';
import { DROP, IllegalMoveError, SHORTEN, type HeaderFact, type Move } from '../../types.js';
import { klondikeRuleSet } from './ruleSet.js';
import {
  canAutoFinish, klondikeAfter, klondikeSafeToFoundation, klondikeStatus, newKlondikeDeal, recyclesLeft, resolveKlondikeOptions,
  scoreWithTime, whyNotStock, type KlondikeEngine, type KlondikeOptions, type KlondikeState,
} from './rules.js';

/** A rule set and the rules engine's reading of it, made once for each draw and passes. */
const ENGINES = new Map<string, { rules: RuleSet; engine: KlondikeEngine }>();

function engineFor({ draw, passes }: KlondikeOptions): { rules: RuleSet; engine: KlondikeEngine } {
  const key = `${draw}/${passes}`;
  let made = ENGINES.get(key);
  if (!made) {
    const rules = klondikeRuleSet({ draw, passes, scoring: 'none' });
    made = { rules, engine: ruleSetRules(rules, 'klondike') };
    ENGINES.set(key, made);
  }
  return made;
}
const engineOf = (state: KlondikeState) => engineFor(state.options).engine;

/**
 * Where a move goes in the order Klondike has always listed its moves, which hints and the demo
 * break ties by: cards up (the waste's, then each column's), the waste's card onto a column, runs
 * between columns (by the column moved from, the cards moved, the column moved to), foundation
 * cards back down; then the draw, then the turn of the waste.
 */
function klondikePlace(move: Move): number {
  if (move.type !== 'move') return move.type === 'deal' ? 5e6 : 6e6;
  const { from, to, count } = move;
  if (to.pile === 'foundation') return from.pile === 'waste' ? 0 : 1 + from.index;
  if (from.pile === 'waste') return 1e6 + to.index;
  if (from.pile === 'tableau') return 2e6 + (from.index * 16 + count) * 16 + to.index;
  return 3e6 + from.index * 16 + to.index;
}

function dollars(amount: number): string {
  return `${amount < 0 ? '−' : ''}$${Math.abs(amount)}`;
}

/** Vegas scoring's dollars: a best of its own, never compared with standard scoring's points. */
const VEGAS: ScoreScale = { key: 'vegas', heading: 'Vegas', format: dollars };

/** The header's facts: draw, redeals left when limited, and the score (Vegas with its running total). */
function facts(state: KlondikeState, elapsedMs: number, carried: number): HeaderFact[] {
  const { draw, scoring } = state.options;
  const recycles = recyclesLeft(state);
  const list: HeaderFact[] = [{ text: `draw ${draw}`, dropRank: DROP.lasting }];
  if (recycles !== 'unlimited') {
    const redeals = plural(recycles, 'redeal');
    list.push({ text: `${redeals} left`, shorter: [{ text: redeals, rank: SHORTEN.left }], dropRank: DROP.detail });
  }
  if (scoring === 'standard') {
    list.push(scoreFact(scoreWithTime(state, elapsedMs)));
  }
  if (scoring === 'vegas') {
    const [score, total] = [dollars(state.score), dollars(carried + state.score)];
    const shorter = [{ text: `Vegas ${score} (${total})`, rank: SHORTEN.total }, { text: `${score} (${total})`, rank: SHORTEN.variant }];
    list.push({ text: `Vegas ${score} (total ${total})`, shorter, dropRank: DROP.detail });
  }
  return list;
}

/** "unlimited", or a whole number of passes from 1 up. */
function parsePasses(text: string): number | 'unlimited' {
  if (text === 'unlimited') return text;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new RangeError('Passes must be a whole number of at least 1, or "unlimited".');
  return Number(text);
}

const OPTIONS: readonly GameOption[] = [
  { name: 'draw', valueName: '<n>', description: 'cards turned from the stock at a time (default 1)', choices: ['1', '3'], parse: Number, affectsSolving: true },
  {
    name: 'passes', valueName: '<n>', affectsSolving: true, parse: parsePasses, offered: ['unlimited', '1', '2', '3'],
    description: 'times through the stock: a number or "unlimited" (default unlimited; Vegas: 3 with draw 3, 1 with draw 1)',
  },
  { name: 'scoring', valueName: '<mode>', description: 'scoring (default standard)', choices: ['standard', 'vegas', 'none'], parse: String, affectsSolving: false },
];

const VARIANTS: readonly Variant[] = [
  { key: 'klondike-draw-1', label: 'Klondike, draw 1' },
  { key: 'klondike-draw-3', label: 'Klondike, draw 3' },
];

/** Stock, waste (fanned in draw 3, and in one pass) and, from the fourth column on, the four foundations. */
function topRow(state: KlondikeState): TopRowPlace[] {
  const { draw, passes } = state.options;
  return [
    { slot: { pile: 'stock', index: 0 }, column: 0 },
    { slot: { pile: 'waste', index: 0 }, column: 1, fan: draw === 1 && passes === 1 ? ONE_PASS_FAN : draw },
    ...state.foundations.map((_, index): TopRowPlace => ({ slot: { pile: 'foundation', index }, column: 3 + index })),
  ];
}

export const klondike = defineGame<KlondikeState, KlondikeOptions>({
  id: 'klondike',
  title: 'Klondike',
  carriedScore: (state) => (state.options.scoring === 'vegas' ? state.score : undefined),
  newDeal: (seed, options) => newKlondikeDeal(engineFor(options).rules, seed, options),
  legalMoves: (state) => engineOf(state).legalMoves(state).sort((a, b) => klondikePlace(a) - klondikePlace(b)),
  applyMove: (state, move) => {
    const why = whyNotStock(state, move);
    if (why !== undefined) throw new IllegalMoveError(why);
    return klondikeAfter(state, move, engineOf(state).applyMove(state, move));
  },
  status: (state) => klondikeStatus(engineOf(state), state),
  movableCount: (state, from) => engineOf(state).movableCount(state, from),
  score: (state, elapsedMs) => (state.options.scoring === 'none' ? undefined : scoreWithTime(state, elapsedMs)),
  toFoundation: (state, from) => engineOf(state).toFoundation?.(state, from),
  safeToFoundation: (state) => klondikeSafeToFoundation(engineOf(state), state),
  canAutoFinish,
  parseOptions: resolveKlondikeOptions,
  facts,
  summary: 'play Klondike',
  family: 'Main games',
  rulesInShort:
    'Build down in alternating colours; any ordered run moves; only a king fills an empty column. ' +
    'Foundations build up by suit from the ace. Draw 1 or 3 from the stock; turn the waste over ' +
    'while passes remain. Win with all four foundations at the king.',
  options: OPTIONS,
  variants: VARIANTS,
  // Draw 1 unless told 3; scoring and passes do not make a variant of their own.
  variantOf: ({ draw }) => (draw === 3 ? VARIANTS[1]! : VARIANTS[0]!),
  scoreScale: ({ scoring }) => (scoring === 'none' ? undefined : scoring === 'vegas' ? VEGAS : POINTS),
  scoreScales: [POINTS, VEGAS],
  topRow,
  stockWords: { verb: 'draw', did: 'drew from the stock', advice: 'draw from the stock' },
  hintTraits: {
    sitsOn: alternatingDescending,
    betterParent: () => false,
    suitedRuns: false,
    emptyColumnsCount: false,
    runsLeaveTable: false,
    drawsToWaste: true,
    rowToDeal: () => false,
  },
  ruleSet: klondikeRuleSet,
  loadSolver: () => import('./solver/solver.js').then((m) => m.solveKlondike),
});
