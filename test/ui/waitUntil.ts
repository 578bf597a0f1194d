// The one way tests wait for the program (UI and e2e): a condition checked again and again until
// it holds or a generous deadline passes, never a fixed sleep. On a busy machine a wait takes
// longer; it never ends early and reads a screen the program has not drawn yet.

/** Deadline for a wait when none is given: far beyond any wait on an idle machine. */
export const WAIT_DEADLINE_MS = 10_000;

// Taken when this module loads, so that a test which fakes timers still waits in real time.
const setRealTimeout = globalThis.setTimeout;
const realNow = Date.now;

/** What a check's value is once it counts as done. */
export type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

export interface WaitOptions {
  /** How long the condition may take before the wait fails. */
  timeoutMs?: number;
  /** Milliseconds between checks. */
  intervalMs?: number;
  /** What the failure shows besides the condition: the screen, a file (read when the wait fails). */
  state?: () => string;
  /** Why the condition can no longer come true (the program exited), or undefined: ends the wait at once. */
  hopeless?: () => string | undefined;
}

/**
 * Resolves with the first truthy value `check` returns, checking at once and then every
 * `intervalMs`. A check that throws (an `expect(...)`) counts as not yet; its last error is shown
 * if the deadline passes (or the wait becomes hopeless), when the wait rejects, naming `what` it
 * waited for.
 */
export async function waitUntil<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = WAIT_DEADLINE_MS, intervalMs = 5, state, hopeless }: WaitOptions = {},
): Promise<Truthy<T>> {
  const deadline = realNow() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    // Read before the check, so that the check after a wait became hopeless or late is its last.
    const givenUp = hopeless?.() ?? (realNow() > deadline ? `waited ${timeoutMs} ms in vain` : undefined);
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
    } catch (error) {
      lastError = error;
    }
    if (givenUp !== undefined) {
      const reason = lastError === undefined ? '' : `\nthe last check failed with: ${lastError instanceof Error ? lastError.message : String(lastError)}`;
      throw new Error(`waiting for ${what}: ${givenUp}${reason}${state ? `\n${state()}` : ''}`);
    }
    await new Promise<void>((resolve) => setRealTimeout(resolve, intervalMs));
  }
}
