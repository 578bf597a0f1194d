// The position of a rule-set game: the shared GameState piles, laid out as its rule set says, and
// the few counters the rules engine keeps.
import type { Card } from '../cards/cards.js';
import type { GameState } from '../types.js';
import type { RuleSet } from './ruleSet.js';

/** A shipped rule-set game takes no options; a player's rule file travels in them (`rules`). */
export interface RuleSetOptions {
  rules?: RuleSet;
}

export interface RuleSetState extends GameState {
  options: RuleSetOptions;
  /**
   * The rule set's foundations, foundation i holding SUITS[i % 4]; with a hole, the hole alone
   * (foundations[0]); with completed runs leaving the table, [] (they go to `removed`).
   */
  foundations: Card[][];
  /** The free cells ([] when none). */
  cells: Card[][];
  /** The reserve ([] when none): stacked, one pile; spread, a pile per card. */
  reserve: Card[][];
  /** The rank every foundation starts from (1 unless the rule set names one or the deal chooses it). */
  baseRank: number;
  /** How many times the waste has been turned over into a new stock. */
  redeals: number;
}
