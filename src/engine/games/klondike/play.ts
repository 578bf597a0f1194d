// Klondike's play: the rules engine's legal moves, moves and status for its rule set (ruleSet.ts,
// one per draw and passes), with Klondike's hooks around them (rules.ts: its deal order, score,
// pass-without-progress loss, stock words, safe card up and auto-finish). The game object
// (index.ts) and the tuned solver's plain fallback and line replay (solver/) play by it.
import type { DealtRules } from '../../game.js';
import { ruleSetRules } from '../../ruleSet/rules.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { IllegalMoveError, type Move } from '../../types.js';
import { klondikeRuleSet } from './ruleSet.js';
import {
  canAutoFinish, klondikeAfter, klondikeSafeToFoundation, klondikeStatus, newKlondikeDeal, scoreWithTime, whyNotStock,
  type KlondikeEngine, type KlondikeOptions, type KlondikeState,
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

/** Klondike's rules, dealt with `draw`, `passes` and `scoring` (read by resolveKlondikeOptions). */
export const klondikeRules: DealtRules<KlondikeState, KlondikeOptions> = {
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
};
