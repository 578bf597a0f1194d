// Klondike as one game object: its play (play.ts: the rules engine's reading of its rule set, with
// Klondike's hooks from rules.ts and scoring.ts around it), options, variants, header, top row,
// hint traits and tuned solver (solver/). The registry (src/engine/games.ts) lists it.
import { alternatingDescending } from '../../common/piles.js';
import { defineGame, ONE_PASS_FAN, POINTS, type GameOption, type ScoreScale, type TopRowPlace, type Variant } from '../../game.js';
import { plural } from '../../plural.js';
import { scoreFact } from '../../common/scoring.js';
import { DROP, SHORTEN, type HeaderFact } from '../../types.js';
import { klondikeRules } from './play.js';
import { klondikeRuleSet } from './ruleSet.js';
import { recyclesLeft, resolveKlondikeOptions, scoreWithTime, type KlondikeOptions, type KlondikeState } from './rules.js';

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
    { slot: { pile: 'waste', index: 0 }, column: 1, fanned: draw === 1 && passes === 1 ? ONE_PASS_FAN : draw },
    ...state.foundations.map((_, index): TopRowPlace => ({ slot: { pile: 'foundation', index }, column: 3 + index })),
  ];
}

export const klondike = defineGame<KlondikeState, KlondikeOptions>({
  ...klondikeRules,
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
