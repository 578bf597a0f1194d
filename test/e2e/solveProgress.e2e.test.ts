// `leaves solve` in a terminal: the progress line on stderr is cleared before each result, so a
// result never starts inside it, and a single deal shows a spinner while it is searched. Run in
// a pseudo-terminal, where stdout and stderr are the same screen.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

describe('leaves solve in a terminal', () => {
  it.each([['1'], ['2']])('with --jobs %s prints each result on a line of its own, the progress line gone at the end', async (jobs) => {
    const run = launch(['solve', '--seeds', '1-4', '--max-positions', '2000', '--jobs', jobs], { configDir: freshConfigDir(), cols: 100 });
    expect((await run.exited()).exitCode).toBe(0);
    // The progress line was shown (and rewritten) while the deals were solved …
    expect(run.output()).toMatch(/1\/4 deals · \d winnable/);
    const lines = run.screen().split('\n');
    // … and each result starts its own line: none is written into the progress text.
    expect(lines.filter((line) => /^deal [1-4]: (winnable|lost|undecided)/.test(line))).toHaveLength(4);
    expect(run.screen()).not.toMatch(/deals · \d+ winnable/);
    expect(run.screen()).toMatch(/^Autumn Leaves · 4 deals · 10\.00 s or 2,000 positions limit a deal$/m);
  });

  it('shows a spinner while a single deal is searched, and takes it away for the answer', async () => {
    const run = launch(['solve', 'klondike', '--draw', '3', '--seed', '517', '--max-positions', '200000'], { configDir: freshConfigDir(), cols: 100 });
    await run.waitFor(/^Solving deal 517: \d+ s of at most 10\.00 s or 200,000 positions [|/\\-]$/m);
    expect((await run.exited(60_000)).exitCode).toBe(0);
    const screen = run.screen();
    expect(screen).toMatch(/^Klondike \(draw 3, passes unlimited\) · deal 517: undecided within 200,000 positions$/m);
    expect(screen).not.toContain('Solving');
  });
});
