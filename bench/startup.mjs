// Start-up: time from spawning a process in an 80×24 pty to (a) the first complete board on the
// screen, or (b) the process's exit, for `leaves --seed 1`, `leaves --help`, `leaves --version`
// and the baseline `node -e ''`, measured the same way and interleaved in the same run.
import { BIN, sleep, spawnPty, tempDir, waitForScreen } from './pty.mjs';

const NODE = process.execPath;

/** The board is complete once both the side panel and the key hints line (the last row) show. */
export const boardComplete = (screen) => screen.includes('Recent moves') && screen.includes('q quit');

async function timeToExit(args) {
  const running = spawnPty(NODE, args, { configDir: tempDir() });
  const { exitCode, at } = await running.exit;
  running.dispose();
  if (exitCode !== 0) throw new Error(`${args.join(' ')} exited with ${exitCode}:\n${running.screen()}`);
  return at - running.started;
}

async function timeToFirstBoard() {
  const { running, seen } = waitForScreen(NODE, [BIN, '--seed', '1'], boardComplete, { configDir: tempDir() });
  const at = await seen;
  running.write('q');
  const quit = await Promise.race([running.exit, sleep(2000)]);
  if (!quit) running.kill();
  await running.exit;
  running.dispose();
  return at - running.started;
}

export const STARTUP_CASES = [
  { id: 'node', label: "node -e ''", run: () => timeToExit(['-e', '']) },
  { id: 'board', label: 'leaves --seed 1 (first board)', run: timeToFirstBoard },
  { id: 'help', label: 'leaves --help (exit)', run: () => timeToExit([BIN, '--help']) },
  { id: 'version', label: 'leaves --version (exit)', run: () => timeToExit([BIN, '--version']) },
];

/** Runs every case `runs` times, interleaved so drift in machine load hits them alike. */
export async function measureStartup(runs) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(STARTUP_CASES.map((c) => [c.id, []]));
  // One warm-up round (disk cache, pty helper) that is not counted.
  for (const c of STARTUP_CASES) await c.run();
  for (let i = 0; i < runs; i++) {
    for (const c of STARTUP_CASES) samples[c.id]?.push(await c.run());
  }
  return samples;
}
