// The solver of the run-building games (cards build down regardless of suit, a run of one suit
// moves as one, an empty column takes anything, a suit leaves as a whole K→A run, the stock deals a
// row onto the columns when none is empty): perfect information (face-down cards and the stock
// order are known). A narrow beam search first (it finds most wins at once); then the exhaustive
// search, which settles small positions either way ('lost' comes only from there) and gives up
// early on big ones; then beam searches of growing width until one finds a win or the budget runs
// out. A winning line is shortened (shorten.ts) before it is handed out. The rule-set solver's
// staged search uses its beam alone (`runsBeam`), with its own depth-first search for the losses.
import type { RuleSetState } from '../../../ruleSet/state.js';
import type { SearchBudget } from '../../../../search/budget.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import type { Move } from '../../../types.js';
import { beamSearch } from './beam.js';
import { exhaustiveSearch } from './exhaustive.js';
import { SeenSet } from '../../../../search/seenSet.js';
import { toEngineMove } from './moves.js';
import { encode, isWon, layoutOf } from './position.js';
import { shortenLine } from './shorten.js';

/**
 * Positions the exhaustive search may take before the wider beams take over: many on a small
 * position (at most SMALL_POSITION cards on the table and in the stock; what that costs in memory
 * and time is in bench/RESULTS.md), few on a big one, which it could not exhaust in any useful time.
 */
const SMALL_POSITION = 40;
const SMALL_POSITION_LIMIT = 300_000;
const BIG_POSITION_LIMIT = 5_000;
/**
 * Beam widths tried in turn (positions kept per stock level per move): each about √2 times the
 * last, which measured less work in all than doubling or quadrupling (a width that fails costs
 * about as much as it would have taken to succeed).
 */
const FIRST_WIDTH = 16;
const WIDER = [24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192];
/** The longest line a beam search follows. */
const MAX_DEPTH = 1_000;
/** At most 2^23 entries of 8 bytes: 64 MiB for the positions the beam has kept. */
const SEEN_LOG2 = 23;

/** A beam of some width from a state: a win, 'unknown' when the budget ran out, or undefined when it ended without one. */
export type Beam = (width: number) => SearchOutcome<Move> | undefined;

/** The beam searches from `state`, all sharing one table of positions seen. */
export function runsBeam(state: RuleSetState, budget: SearchBudget): Beam {
  const layout = layoutOf(state);
  const root = encode(state, layout);
  const seen = new SeenSet(SEEN_LOG2);
  return (width) => {
    const result = beamSearch(root, layout, width, MAX_DEPTH, budget, seen);
    if (result === 'stopped') return { verdict: 'unknown' };
    return result === 'ended' ? undefined : { verdict: 'winnable', moves: shortenLine(root, layout, result.line).map(toEngineMove) };
  };
}

export function solveRuns(state: RuleSetState, budget: SearchBudget): SearchOutcome<Move> {
  const layout = layoutOf(state);
  const root = encode(state, layout);
  if (isWon(root, layout)) return { verdict: 'winnable', moves: [] };
  const beam = runsBeam(state, budget);
  const first = beam(FIRST_WIDTH);
  if (first) return first;
  const small = layout.stride - layout.cardsAt <= SMALL_POSITION;
  const exhaustive = exhaustiveSearch(root, layout, small ? SMALL_POSITION_LIMIT : BIG_POSITION_LIMIT, budget);
  if (exhaustive.verdict === 'winnable') return { verdict: 'winnable', moves: shortenLine(root, layout, exhaustive.moves).map(toEngineMove) };
  if (exhaustive.verdict === 'lost') return { verdict: 'lost' };
  if (budget.isExhausted) return { verdict: 'unknown' };
  for (const width of WIDER) {
    const outcome = beam(width);
    if (outcome) return outcome;
  }
  return { verdict: 'unknown' };
}
