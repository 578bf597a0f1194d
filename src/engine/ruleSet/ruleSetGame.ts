// A rule set as a whole Game (game.ts): its rules (rules.ts) and everything else the program needs
// to know of it, said from its knobs where the game's own words do not say it: the summary, the
// rules in short, the header's facts and score (score.ts), the stock's words, the hint traits,
// what an empty foundation takes, the top row and the solver. A game that was played before the
// rules engine played it brings hooks for what a rule set does not say: its own deal numbers, and
// its own tuned solver.
import { SUITS } from '../cards/cards.js';
import { defineGame, noOptions, type Game, type GameSolver, type StockWords } from '../game.js';
import type { DealRange } from '../cards/random.js';
import type { DealtCards } from './deal.js';
import type { GameState } from '../types.js';
import { describeKnobs } from './describe.js';
import { scoreFact } from '../common/scoring.js';
import { ruleSetFacts } from './facts.js';
import { buildsOn } from './fit.js';
import { ruleSetGroupSizes } from './movable.js';
import { knobsOf, type Knobs } from './knobs.js';
import type { RuleSet } from './ruleSet.js';
import { idOf, knobsFor, parseRuleSetOptions, ruleSetRules } from './rules.js';
import { ruleSetScore } from './score.js';
import type { RuleSetOptions, RuleSetState } from './state.js';
import { topRowFor } from './topRow.js';

/**
 * What a game may say of itself in its own words, and its fair hint's budget; anything left out is
 * said from the knobs (or is the default).
 */
export interface RuleSetWords {
  /** The game's id (default: from its name, "Forest Path" → 'forest-path'). */
  id?: string;
  /** One line for `--help` (default "play <name>"). */
  summary?: string;
  /** Its family on the home screen (default: a player's rule file, RULE_FILES). */
  family?: string;
  stockWords?: StockWords;
  /** Positions for each sampled deal in the fair hint (game.ts, `fairPositions`). */
  fairPositions?: number;
  /** The rules in short for the help screen (default: the rule set's description, or said from the knobs). */
  rulesInShort?: string;
  /**
   * The game's own deal order: the cards of deal `seed` (a RangeError for a number it does not
   * deal), so that its deal numbers, saves and share codes keep their cards. A game with one plays
   * its own rule set only (it takes no rule file: a rule file is dealt by the engine's shuffle).
   */
  deal?(seed: number): DealtCards;
  /** The deal numbers it takes, with `deal` (default: every seed of the shuffle). */
  deals?: DealRange;
  /** Its own tuned solver (default: the rules engine's, solver/). */
  loadSolver?(): Promise<GameSolver<RuleSetState>>;
}

/** The family of a rule set that names none: a player's rule file. */
export const RULE_FILES = 'Rule files';

function stockWordsOf(k: Knobs): StockWords | undefined {
  switch (k.stock?.to) {
    case undefined:
      return undefined;
    case 'waste':
      return { verb: 'draw', did: 'drew from the stock', advice: 'draw from the stock' };
    case 'hole':
      return { verb: 'deal', did: 'turned a card from the stock', advice: 'turn a card from the stock' };
    case 'columns':
      return { verb: 'deal', did: 'dealt a row', advice: 'deal from the stock' };
  }
}

export function ruleSetGame(rules: RuleSet, words: RuleSetWords = {}): Game<RuleSetState, RuleSetOptions> {
  const k = knobsOf(rules);
  const id = words.id ?? idOf(rules.name);
  const stockWords = words.stockWords ?? stockWordsOf(k);
  const { toFoundation, safeToFoundation, canAutoFinish, ...base } = ruleSetRules(rules, id, words.deal);
  return defineGame<RuleSetState, RuleSetOptions>({
    ...base,
    parseOptions: words.deal ? noOptions : parseRuleSetOptions,
    ...(k.kind === 'runs' ? {} : { toFoundation }),
    // Where foundation cards come back, a card sent up may still be wanted: none goes up by itself.
    ...(k.kind === 'suits' ? { canAutoFinish, ...(k.cardsComeBack ? {} : { safeToFoundation }) } : {}),
    facts: (state, elapsedMs) => [...ruleSetFacts(knobsFor(rules, state), state), scoreFact(ruleSetScore(knobsFor(rules, state), state, elapsedMs))],
    score: (state, elapsedMs) => ruleSetScore(knobsFor(rules, state), state, elapsedMs),
    summary: words.summary ?? `play ${rules.name}`,
    family: words.family ?? RULE_FILES,
    rulesInShort: words.rulesInShort ?? rules.description ?? describeKnobs(k),
    ...(words.deals ? { deals: words.deals } : {}),
    topRow: (state) => topRowFor(state, state.options?.rules ?? rules),
    foundationStart: (state, index) => (knobsFor(rules, state).kind === 'hole' ? {} : { suit: SUITS[index % 4], rank: state.baseRank }),
    ...(stockWords ? { stockWords } : {}),
    groupSizes: (state, from) => ruleSetGroupSizes(knobsFor(rules, state), state, from),
    movesOneCard: k.group === 'one',
    playsAtOnce: k.kind === 'hole',
    ...(words.fairPositions ? { fairPositions: words.fairPositions } : {}),
    hintTraits: {
      sitsOn: (below, above) => buildsOn(k, below, above),
      betterParent: () => false,
      suitedRuns: k.build === 'any-suit' && (k.group === 'suit-run' || k.kind === 'runs'),
      emptyColumnsCount: k.empty === 'any' || k.empty === 'reserve',
      runsLeaveTable: k.kind === 'runs',
      drawsToWaste: k.stock?.to === 'waste',
      rowToDeal: (state: GameState) => k.stock?.to === 'columns' && k.stock.needsNoEmptyColumn && state.stock.length > 0,
    },
    ruleSet: () => rules,
    loadSolver: words.loadSolver ?? (() => import('./solver/solver.js').then((m) => m.solverFor(rules))),
  });
}
