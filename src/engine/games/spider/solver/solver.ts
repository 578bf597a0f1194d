// Spider's solver: perfect information (face-down cards and the stock order are known). A narrow
// beam search first (it finds most wins at once); then the exhaustive search, which settles small
// positions either way ('lost' comes only from there) and gives up early on big ones; then beam
// searches of growing width until one finds a win or the budget runs out. A winning line is
// shortened (shorten.ts) before it is handed out.
import type { SpiderState } from '../rules.js';
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

export function solveSpider(state: SpiderState, budget: SearchBudget): SearchOutcome<Move> {
  const layout = layoutOf(state);
  const root = encode(state, layout);
  if (isWon(root)) return { verdict: 'winnable', moves: [] };
  const seen = new SeenSet(SEEN_LOG2);
  const beam = (width: number): SearchOutcome<Move> | undefined => {
    const result = beamSearch(root, layout, width, MAX_DEPTH, budget, seen);
    if (result === 'stopped') return { verdict: 'unknown' };
    return result === 'ended' ? undefined : { verdict: 'winnable', moves: shortenLine(root, layout, result.line).map(toEngineMove) };
  };
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
