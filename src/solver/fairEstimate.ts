// The one fair estimate of a position (fairHint.ts): everything the player sees of it reads this —
// t's move, the header's chance, the warning after a move that cut it, and the review. Every caller
// gets the same seed and the same budget, so a position's estimate is one sequence of samples:
// after n samples it is the same whoever asked, and asking again for a position goes over the same
// samples and then on, never over another draw of them that could flip the answer.
import { fairAdvice, type FairAdvice, type FairHintOptions } from './fairHint.js';

/** The estimate's seed: one for every position, every caller. */
export const ESTIMATE_SEED = 1;
/** The most sampled deals a position's estimate takes (the same for every caller, so that it is one sequence). */
export const ESTIMATE_SAMPLES = 400;

export interface EstimateOptions extends Pick<FairHintOptions, 'previous' | 'signal' | 'onProgress' | 'timeLimitMs' | 'maxPositions'> {
  /** Stop after this many solves of sampled deals, over all the candidates (a counted budget: the review's). */
  upTo?: number;
}

/** The fair estimate of `state`: its move and chance, after as many samples as the limits allow. */
export function fairEstimate(state: Parameters<typeof fairAdvice>[0], options: EstimateOptions = {}): FairAdvice {
  const { upTo, signal, onProgress, ...limits } = options;
  let solves = 0;
  return fairAdvice(state, {
    ...limits,
    seed: ESTIMATE_SEED,
    samples: ESTIMATE_SAMPLES,
    signal: { get aborted() { return signal?.aborted === true || (upTo !== undefined && solves >= upTo); } },
    onProgress: (advice) => {
      solves++;
      onProgress?.(advice);
    },
  });
}
