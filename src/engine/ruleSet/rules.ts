// The GameRules of a rule set: the deal, legal moves, applying a move, status and the helpers,
// each from its own file, for the rule set a state carries in its options (a player's rule file)
// or, when it carries none, the game's own.
import { optionGiven, type DealtRules } from '../game.js';
import type { GameStatus, Move, PileRef } from '../types.js';
import { applyRuleSetMove } from './apply.js';
import { ruleSetCanAutoFinish, ruleSetSafeToFoundation, ruleSetToFoundation } from './autoPlay.js';
import { dealRuleSet, dealtFrom, type DealtCards } from './deal.js';
import { knobsOf, type Knobs } from './knobs.js';
import { ruleSetMovableCount } from './movable.js';
import { listMoves } from './moves.js';
import type { RuleSet } from './ruleSet.js';
import type { RuleSetOptions, RuleSetState } from './state.js';
import { ruleSetStatus } from './status.js';
import { isPlayableRuleSet, validateRuleSet } from './validate.js';

/** A game's id from its name: "Queen's Path" is 'queens-path'. */
export function idOf(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The rules a state is played by: its own rule file's, or the game's. */
export function knobsFor(rules: RuleSet, state: { options: RuleSetOptions }): Knobs {
  return knobsOf(state.options?.rules ?? rules);
}

/**
 * A rule-set game's options from those given: none, or a player's rule file's rule set (`rules`),
 * kept as given once validate.ts accepts it; a RangeError naming its first problem when not.
 */
export function parseRuleSetOptions(given: unknown): RuleSetOptions {
  const rules = optionGiven(given, 'rules');
  if (rules === undefined) return {};
  if (isPlayableRuleSet(rules)) return { rules };
  throw new RangeError(`The rule set of this game cannot be played: ${validateRuleSet(rules).problems?.[0]}.`);
}

/**
 * The rules of the rule set; `deal`, where the game has deal numbers of its own, gives the cards of
 * deal `seed` in its order (a RangeError for a number it does not deal), and the rules engine plays on.
 */
export function ruleSetRules(rules: RuleSet, id: string, deal?: (seed: number) => DealtCards): DealtRules<RuleSetState, RuleSetOptions> {
  return {
    id,
    title: rules.name,
    newDeal: (seed: number, options: RuleSetOptions): RuleSetState =>
      deal ? dealtFrom(rules, id, seed, options, deal(seed)) : dealRuleSet(options.rules ?? rules, id, seed, options),
    legalMoves: (state: RuleSetState): Move[] => listMoves(knobsFor(rules, state), state),
    applyMove: (state: RuleSetState, move: Move): RuleSetState => applyRuleSetMove(knobsFor(rules, state), state, move),
    status: (state: RuleSetState): GameStatus => ruleSetStatus(knobsFor(rules, state), state),
    movableCount: (state: RuleSetState, from: PileRef): number => ruleSetMovableCount(knobsFor(rules, state), state, from),
    toFoundation: (state: RuleSetState, from: PileRef) => ruleSetToFoundation(knobsFor(rules, state), state, from),
    safeToFoundation: (state: RuleSetState) => ruleSetSafeToFoundation(knobsFor(rules, state), state),
    canAutoFinish: (state: RuleSetState) => ruleSetCanAutoFinish(knobsFor(rules, state), state),
  };
}
