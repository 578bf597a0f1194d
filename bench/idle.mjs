// Bytes the game writes while nobody types: Klondike (deal 1) left alone at a given terminal size,
// where only the clock's tick changes the screen once a second. Counted over whole seconds after
// the first board has settled (the background solver has answered and nothing else is drawing).
import { BIN, now, sleep, spawnPty, tempDir } from './pty.mjs';
import { boardComplete } from './startup.mjs';

/** Waits until no output has arrived for `quietMs`, or `limitMs` has passed. */
async function quiet(running, quietMs, limitMs = 5000) {
  const since = now();
  for (;;) {
    const last = running.chunks.at(-1)?.at ?? running.started;
    const wait = last + quietMs - now();
    if (wait <= 0 || now() - since > limitMs) return;
    await sleep(wait);
  }
}

/**
 * Bytes written per idle second at `cols`×`rows`, over `seconds` seconds: the mean, and the
 * largest single second (a tick that redrew more than it should shows there).
 */
export async function measureIdle({ cols, rows, seconds = 6, bin = BIN }) {
  const running = spawnPty(process.execPath, [bin, 'klondike', '--seed', '1'], { cols, rows, configDir: tempDir() });
  try {
    const since = now();
    while (!boardComplete(running.screen())) {
      if (running.exited || now() - since > 10_000) throw new Error(`no board at ${cols}×${rows}; the screen:\n${running.screen()}`);
      await sleep(10);
    }
    // The solver's word on deal 1 comes within a second or two; ticks are under a second apart, so
    // wait for the screen to settle into ticks alone: two ticks in a row with the same size.
    await sleep(2500);
    await quiet(running, 200);
    const perSecond = [];
    for (let i = 0; i < seconds; i++) {
      const first = running.chunks.length;
      await sleep(1000);
      perSecond.push(running.chunks.slice(first).reduce((n, chunk) => n + chunk.bytes, 0));
    }
    running.write('q');
    await Promise.race([running.exit, sleep(3000)]);
    return { cols, rows, perSecond, mean: perSecond.reduce((a, b) => a + b, 0) / perSecond.length, max: Math.max(...perSecond) };
  } finally {
    running.kill();
    await running.exit;
    running.dispose();
  }
}
