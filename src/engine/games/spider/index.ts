// Spider as one game object: the rules engine plays its rule set (ruleSet.ts, one per suit mode),
// with Spider's own deal order, score and one loss (rules.ts) around it; its options, variants,
// hint traits and tuned solver (the rule-set solver's search of the run-building games,
// ruleSet/solver/runs/). The registry (src/engine/games.ts) lists it.
import { defineGame, type DealtRules, type Variant } from '../../game.js';
import { plural } from '../../plural.js';
import { ruleSetRules } from '../../ruleSet/rules.js';
import type { RuleSetOptions, RuleSetState } from '../../ruleSet/state.js';
import { scoreFact } from '../../common/scoring.js';
import { DROP, SHORTEN, type HeaderFact, type Move } from '../../types.js';
import { spiderRuleSet } from './ruleSet.js';
import {
  COLUMNS, completedRuns, dealsLeft, newSpiderDeal, parseSpiderOptions, scoreAfter, SEQUENCES_TO_WIN, spiderStatus,
  type SpiderOptions, type SpiderState, type SpiderSuits,
} from './rules.js';

/** The rules engine's reading of each suit mode's rule set, made once. */
const ENGINE: Record<SpiderSuits, DealtRules<RuleSetState, RuleSetOptions>> = {
  1: ruleSetRules(spiderRuleSet({ suits: 1 }), 'spider'),
  2: ruleSetRules(spiderRuleSet({ suits: 2 }), 'spider'),
  4: ruleSetRules(spiderRuleSet({ suits: 4 }), 'spider'),
};
const engineOf = (state: SpiderState) => ENGINE[state.options.suits];

/**
 * The engine's moves in the order Spider has always listed them, which hints and the demo break
 * ties by: by the column moved from, then the cards moved, then the column moved to; the deal last.
 */
function inSpiderOrder(moves: Move[]): Move[] {
  const place = (move: Move) => (move.type === 'move' ? (move.from.index * 16 + move.count) * 16 + move.to.index : Infinity);
  return moves.sort((a, b) => place(a) - place(b));
}

/** The header's facts: suits, rows left to deal, runs completed, the score. */
function facts(state: SpiderState): HeaderFact[] {
  const deals = plural(dealsLeft(state), 'deal');
  return [
    { text: plural(state.options.suits, 'suit'), dropRank: DROP.lasting },
    { text: `${deals} left`, shorter: [{ text: deals, rank: SHORTEN.left }], dropRank: DROP.detail },
    { text: `${completedRuns(state)}/${SEQUENCES_TO_WIN} runs`, dropRank: DROP.detail },
    scoreFact(state.score),
  ];
}

const VARIANTS: readonly Variant[] = [
  { key: 'spider-1-suit', label: 'Spider, 1 suit' },
  { key: 'spider-2-suits', label: 'Spider, 2 suits' },
  { key: 'spider-4-suits', label: 'Spider, 4 suits' },
];

export const spider = defineGame<SpiderState, SpiderOptions>({
  id: 'spider',
  title: 'Spider',
  newDeal: newSpiderDeal,
  legalMoves: (state) => inSpiderOrder(engineOf(state).legalMoves(state)),
  applyMove: (state, move) => {
    const after = engineOf(state).applyMove(state, move);
    return { ...after, game: 'spider', options: state.options, score: scoreAfter(state, after) };
  },
  status: (state) => spiderStatus(state, engineOf(state).status(state)),
  movableCount: (state, from) => engineOf(state).movableCount(state, from),
  score: (state) => state.score,
  parseOptions: parseSpiderOptions,
  facts,
  summary: 'play Spider',
  family: 'Main games',
  rulesInShort:
    'Any card goes onto the next higher rank; only a run in one suit moves together; an empty ' +
    'column takes any card or run. Deal a row onto every column (no column may be empty). A run ' +
    'K→A of one suit leaves the table; eight of them win.',
  options: [{ name: 'suits', valueName: '<n>', description: 'suits in the two decks (default 1)', choices: ['1', '2', '4'], parse: Number, affectsSolving: true }],
  variants: VARIANTS,
  // 1 suit unless told 2 or 4.
  variantOf: ({ suits }) => VARIANTS[suits === 4 ? 2 : suits === 2 ? 1 : 0]!,
  stockWords: { verb: 'deal', did: 'dealt a row', advice: 'deal from the stock' },
  // The smallest budget that decides most samples of a deal (bench/RESULTS.md).
  fairPositions: 9_600,
  hintTraits: {
    sitsOn: (below, above) => below.rank === above.rank + 1,
    // Onto its own suit from another suit.
    betterParent: (parent, card, onto) => onto.suit === card.suit && parent.suit !== card.suit,
    suitedRuns: true,
    emptyColumnsCount: true,
    runsLeaveTable: true,
    drawsToWaste: false,
    // A row is dealt only onto ten filled columns.
    rowToDeal: (state) => state.stock.length >= COLUMNS,
  },
  ruleSet: spiderRuleSet,
  loadSolver: () => import('../../ruleSet/solver/runs/solver.js').then((m) => m.solveRuns),
});
