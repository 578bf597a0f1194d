// Fuzzing the running game with what terminals send besides keys: mouse reports (SGR and X10),
// partial UTF-8, bracketed pastes, escape sequences with every modifier, lone and cut-off escapes,
// and random bytes, from a seeded generator. Afterwards the game must still answer keys, quit
// cleanly with its save written, and resume from that save when started again.
//
// The keys that end or stop the game on purpose are never sent: q, Ctrl+C and Ctrl+Z (suspend,
// which has its own test), as bytes or in the kitty keyboard's CSI u form, are swapped for the
// next byte or code. A failure names the seed; FUZZ_SEEDS=a-b runs other seeds
// (FUZZ_SEEDS=1-30 for a longer run).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { GameStore } from '../../src/store/gameStore.js';
import { ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const CHUNKS = 250;
const [FIRST_SEED, LAST_SEED] = (process.env.FUZZ_SEEDS ?? '1-3').split('-').map(Number) as [number, number];

type Random = () => number;
const int = (next: Random, low: number, high: number) => low + Math.floor(next() * (high - low + 1));
const pick = <T,>(next: Random, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

function printable(next: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += String.fromCharCode(int(next, 0x20, 0x7e));
  return text;
}

const FINALS = 'ABCDEFGHPQRSZabcdhlmuy~';

/** Key codes of the CSI u form that mean q, Ctrl+C or Ctrl+Z (with Ctrl: c, z). */
const QUIT_OR_SUSPEND_CODES = new Set([3, 26, 99, 113, 122]);
const harmlessCode = (code: number) => (QUIT_OR_SUSPEND_CODES.has(code) ? code + 1 : code);

/** One thing a terminal might send, by kind. */
const KINDS: readonly ((next: Random) => string | Buffer)[] = [
  // SGR mouse report: button, column, row, press or release.
  (next) => `\x1b[<${int(next, 0, 95)};${int(next, 1, 400)};${int(next, 1, 200)}${pick(next, ['M', 'm'])}`,
  // X10 mouse report: three bytes of 32 + value, up to 255 (not UTF-8).
  (next) => Buffer.concat([Buffer.from('\x1b[M'), Buffer.from([int(next, 32, 255), int(next, 32, 255), int(next, 32, 255)])]),
  // Partial UTF-8: the first bytes of ♥ or of an emoji, a lone continuation byte.
  (next) => Buffer.from(pick(next, [[0xe2, 0x99], [0xe2], [0xf0, 0x9f, 0x82], [0x80], [0xbf, 0xbf], [0xc3]])),
  // A bracketed paste of printable text, sometimes left unclosed.
  (next) => `\x1b[200~${printable(next, int(next, 0, 60))}${next() < 0.8 ? '\x1b[201~' : ''}`,
  // CSI with parameters and any modifier (1-16), and kitty-style keys.
  (next) => `\x1b[${harmlessCode(int(next, 1, 40))};${int(next, 1, 16)}${pick(next, [...FINALS])}`,
  (next) => `\x1b[${harmlessCode(int(next, 0, 130))};${int(next, 1, 16)}u`,
  // SS3 keys, Meta with any byte, a lone Esc, a cut-off sequence.
  (next) => `\x1bO${String.fromCharCode(int(next, 0x20, 0x7e))}`,
  (next) => `\x1b${String.fromCharCode(int(next, 0, 0x7f))}`,
  () => '\x1b',
  (next) => pick(next, ['\x1b[', '\x1b[1;', '\x1b[<', '\x1b[M', '\x1bO', '\x1b[[']),
  // Random bytes, any value.
  (next) => Buffer.from(Array.from({ length: int(next, 1, 64) }, () => int(next, 0, 255))),
];

/** The bytes a chunk sends, with q, Ctrl+C and Ctrl+Z swapped for the byte after each. */
function chunkBytes(next: Random): Buffer {
  const made = pick(next, KINDS)(next);
  return Buffer.from(Buffer.from(made as string).map((byte) => (byte === 0x71 || byte === 0x03 || byte === 0x1a ? byte + 1 : byte)));
}

/**
 * Presses ? until the help screen shows: the fuzz may have left help open (any key closes it) or
 * the demo running (any key stops it); a question waiting for y / n is first answered with Esc
 * (the only keys it takes are y, n, Esc and q). Then any key goes back.
 */
async function expectKeysAnswered(game: Running): Promise<void> {
  // A search for a winnable deal (W, then n y) may hold keys back for up to 10 s.
  for (let attempt = 0; attempt < 8 && !game.screen().includes('Leaves · help'); attempt++) {
    if (game.screen().includes('? y / n')) {
      game.press(KEY.escape);
      await game.waitFor((screen) => !screen.includes('? y / n'));
    }
    game.press('?');
    await game.waitFor('Leaves · help', 2_000).catch(() => undefined);
  }
  await game.waitFor('Leaves · help');
  game.press('x');
  await game.waitFor('Recent moves');
}

describe('input fuzz in a real terminal', () => {
  for (let seed = FIRST_SEED; seed <= LAST_SEED; seed++) {
    it(`seed ${seed}: ${CHUNKS} chunks of mouse reports, partial UTF-8, pastes, escapes and random bytes leave a game that answers keys and resumes`, async () => {
      const configDir = freshConfigDir();
      const game = launch(['autumn-leaves', '--seed', '1'], { configDir });
      await game.waitFor('Autumn Leaves · deal 1');
      await game.keysReady();
      const next = mulberry32(seed);
      for (let chunk = 0; chunk < CHUNKS; chunk++) game.press(chunkBytes(next));
      await expectKeysAnswered(game);
      game.press('q');
      const exit = await game.exited();
      expect(game.screen()).not.toContain('unexpected error');
      expect(exit.exitCode).toBe(0);

      const saved = new GameStore(configDir).load('autumn-leaves').position?.session;
      expect(saved).toBeDefined();
      const again = launch([], { configDir, home: game.home });
      const moves = saved!.moves.length;
      await again.waitFor(`deal ${saved!.seed}`);
      await again.waitFor(`${moves} move${moves === 1 ? '' : 's'}`);
      again.press('q');
      expect((await again.exited()).exitCode).toBe(0);
    }, 60_000);
  }
});
