// Motion's cost: Klondike deal 1 (a fresh config, so the player's default, motion on, unless
// LEAVES_MOTION=off) at a given size, `draws` cards drawn from the stock one key at a time, each a
// card flying to the waste with motion on. For each key: the bytes written until the screen stands
// still, the chunks they came in, and the time from the key to its first change and to the last
// (the card landed); then the bytes of the idle seconds after the last key, the clock's alone.
import { now, sleep, spawnPty, tempDir, BIN } from './pty.mjs';
import { boardComplete } from './startup.mjs';
import { quiet } from './keys.mjs';

export async function measureMotion({ cols, rows, motion, draws = 12, idleSeconds = 3, bin = BIN }) {
  const previous = process.env.LEAVES_MOTION;
  if (motion) delete process.env.LEAVES_MOTION;
  else process.env.LEAVES_MOTION = 'off';
  const running = spawnPty(process.execPath, [bin, 'klondike', '--seed', '1'], { cols, rows, configDir: tempDir() });
  if (previous === undefined) delete process.env.LEAVES_MOTION;
  else process.env.LEAVES_MOTION = previous;
  try {
    while (!boardComplete(running.screen())) {
      if (running.exited || now() - running.started > 10_000) throw new Error(`no board at ${cols}×${rows}; the screen:\n${running.screen()}`);
      await sleep(10);
    }
    // The solver's word hidden (w), so what a key writes is the key's.
    await sleep(2000);
    running.write('w');
    await sleep(300);
    await quiet(running, 300);
    const keys = [];
    for (let i = 0; i < draws; i++) {
      const first = running.chunks.length;
      const sentAt = now();
      running.write('d');
      // Motion lands within 150 ms; 250 ms of quiet means it has (the clock's tick aside).
      await sleep(200);
      await quiet(running, 250);
      const chunks = running.chunks.slice(first);
      keys.push({
        bytes: chunks.reduce((n, chunk) => n + chunk.bytes, 0),
        chunks: chunks.length,
        firstMs: chunks.length ? chunks[0].at - sentAt : NaN,
        lastMs: chunks.length ? chunks.at(-1).at - sentAt : NaN,
      });
    }
    const idleFrom = running.chunks.length;
    await sleep(idleSeconds * 1000);
    const idleBytes = running.chunks.slice(idleFrom).reduce((n, chunk) => n + chunk.bytes, 0) / idleSeconds;
    running.write('q');
    await Promise.race([running.exit, sleep(3000)]);
    return { cols, rows, motion, keys, idleBytes };
  } finally {
    running.kill();
    await running.exit;
    running.dispose();
  }
}
