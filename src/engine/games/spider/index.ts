// Spider as one game object: its rules (rules.ts), options, variants, hint traits and solver.
// The registry (src/engine/games.ts) lists it.
import { defineGame, type Variant } from '../../game.js';
import { plural } from '../../plural.js';
import { scoreFact } from '../../scoring.js';
import { DROP, SHORTEN, type HeaderFact } from '../../types.js';
import { spiderRuleSet } from './ruleSet.js';
import { COLUMNS, completedRuns, dealsLeft, parseSpiderOptions, SEQUENCES_TO_WIN, spider as rules, type SpiderOptions, type SpiderState } from './rules.js';

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
  ...rules,
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
  loadSolver: () => import('./solver/solver.js').then((m) => m.solveSpider),
});
