// The command line of the benches that compare two builds (movesAB.mjs, overlapAB.mjs) and how they
// summarise a list of latencies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** --before DIR, --rounds N, --presses N: the two builds' launchers, and how much to run. */
export function abOptions({ rounds = 4, presses = 100 } = {}) {
  const flag = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
  };
  const before = flag('before', undefined);
  if (!before) throw new Error('--before DIR: a checkout with its bundle built');
  return {
    rounds: Number(flag('rounds', rounds)),
    presses: Number(flag('presses', presses)),
    bins: {
      before: path.resolve(before, 'bin', 'leaves.js'),
      after: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'leaves.js'),
    },
  };
}

/** The p-th percentile (nearest rank). */
export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];
