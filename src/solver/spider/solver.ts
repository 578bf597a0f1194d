// Spider's solver: perfect information (face-down cards and the stock order are known). First a
// short exhaustive search, which settles small positions either way ('lost' only from there);
// then beam searches of growing width until one finds a win or the budget runs out.
import type { SpiderState } from '../../engine/spider.js';
import type { SearchBudget } from '../budget.js';
import type { SearchOutcome } from '../types.js';
import { beamSearch } from './beam.js';
import { exhaustiveSearch } from './exhaustive.js';
import { SeenSet } from './hashing.js';
import { toEngineMove } from './moves.js';
import { encode, isWon, layoutOf } from './position.js';

/** Positions the exhaustive search may take before the beam takes over. */
export const EXHAUSTIVE_LIMIT = 5_000;
/** Beam widths tried in turn (positions kept per stock level per move). */
const WIDTHS = [16, 64, 256, 1024, 4096, 16384];
/** The longest line a beam search follows. */
const MAX_DEPTH = 1_000;
/** 2^22 entries of 8 bytes: 32 MiB for the seen positions. */
const SEEN_LOG2 = 22;

export function solveSpider(state: SpiderState, budget: SearchBudget): SearchOutcome {
  const layout = layoutOf(state);
  const root = encode(state, layout);
  if (isWon(root)) return { verdict: 'winnable', moves: [] };
  const exhaustive = exhaustiveSearch(root, layout, EXHAUSTIVE_LIMIT, budget);
  if (exhaustive.verdict === 'winnable') return { verdict: 'winnable', moves: exhaustive.moves.map(toEngineMove) };
  if (exhaustive.verdict === 'lost') return { verdict: 'lost' };
  if (budget.isExhausted) return { verdict: 'unknown' };
  const seen = new SeenSet(SEEN_LOG2);
  for (const width of WIDTHS) {
    const result = beamSearch(root, layout, width, MAX_DEPTH, budget, seen);
    if (result.found) return { verdict: 'winnable', moves: result.moves.map(toEngineMove) };
    if (result.exhausted) break;
  }
  return { verdict: 'unknown' };
}
