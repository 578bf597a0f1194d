// A search done in slices, so that a long one never holds up the player's next key: each `next()`
// does a bounded piece of work (one position), and the final step carries the answer. The UI runs
// slices between key presses; tests and scripts run it to the end at once.

export type SteppedSearch<T> = Generator<void, T, void>;

/** Runs a stepped search to its end and returns its answer. */
export function runToEnd<T>(search: SteppedSearch<T>): T {
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}
