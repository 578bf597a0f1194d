// Input the terminal may send that no player types on purpose: escape sequences (each one event
// or nothing: their digits never pick a column), mouse reports under --no-mouse, pasted text
// (bracketed or not, 100 KB of it with q inside), and a long paste of random bytes. The game must
// change nothing, go on answering keys, and keep a save that loads. A sequence cut in two reads
// (over ssh) is still one key or nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { GameStore } from '../../src/store/gameStore.js';
import { ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

async function open(configDir: string, ...flags: string[]): Promise<Running> {
  const game = launch(['autumn-leaves', '--seed', '1', ...flags], { configDir });
  await game.waitFor('Autumn Leaves · deal 1');
  await game.keysReady();
  return game;
}

/**
 * Waits until the game has read everything sent before and answers keys again: presses ? until the
 * help screen shows (keys right behind a paste are more of it, and a paste left open swallows keys
 * for a moment), then closes it, which leaves the game as it was (the message line too).
 */
async function afterInput(game: Running): Promise<string> {
  for (let attempt = 0; attempt < 10 && !game.screen().includes('Leaves · help'); attempt++) {
    game.press('?');
    await game.waitFor('Leaves · help', 2_000).catch(() => undefined);
  }
  await game.waitFor('Leaves · help');
  game.press('x');
  return game.waitFor('Recent moves');
}

/** The sequences issue 23 found read as keys (with --no-mouse): each must change nothing. */
const SEQUENCES: readonly [string, string][] = [
  ['Ctrl+D under modifyOtherKeys', '\x1b[27;5;100~'],
  ['Ctrl+0 under modifyOtherKeys', '\x1b[27;5;48~'],
  ['an unknown CSI', '\x1b[99;99;99X'],
  ['a window size report', '\x1b[8;30;100t'],
  ['an X10 mouse report', '\x1b[M !!'],
  ['a lone paste start', '\x1b[200~'],
];

/** Bytes at random, without the keys that quit or suspend (q, Ctrl+C, Ctrl+Z). */
function randomBytes(count: number, seed: number): string {
  const next = mulberry32(seed);
  let text = '';
  while (text.length < count) {
    const byte = Math.floor(next() * 256);
    if (byte !== 0x71 && byte !== 0x03 && byte !== 0x1a) text += String.fromCharCode(byte);
  }
  return text;
}

describe('each escape sequence is one key or nothing, its digits never read as keys', () => {
  it('with --no-mouse, none of the sequences once read as keys picks a column, shows a hint or drops the held card', async () => {
    const game = await open(freshConfigDir(), '--no-mouse');
    game.press('6');
    await game.waitFor('[ 2♦]');
    game.press(KEY.enter);
    await game.waitFor('Holding 2♦');
    // A click on 10♦ would drop 2♦ there.
    const lines = game.screen().split('\n');
    const y = lines.findIndex((line) => line.includes('10♦'));
    const x = [...lines[y]!.slice(0, lines[y]!.indexOf('10♦'))].length;
    const click = `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;
    for (const [name, sequence] of [['an SGR click on 10♦', click] as const, ...SEQUENCES]) {
      game.press(sequence);
      const screen = await afterInput(game);
      expect(screen, name).toContain('Holding 2♦');
      expect(screen, name).not.toContain('There is no column');
      expect(screen, name).not.toContain('Hint');
      expect(screen, name).toContain('5 deals left');
    }
  }, 60_000);
});

describe('pasted text plays nothing', () => {
  it('"see you anyway" pasted into a game with moves, bare or bracketed, leaves the game and its save as they were', async () => {
    const configDir = freshConfigDir();
    // Three draws, three moves: no card (the second draw's A♠) goes up by itself.
    const game = launch(['klondike', '--seed', '1', '--no-auto-play'], { configDir });
    await game.waitFor('Recent moves');
    await game.keysReady();
    for (let moves = 1; moves <= 3; moves++) {
      game.press('d');
      await game.waitFor(`${moves} move`);
    }
    for (const paste of ['see you anyway', '\x1b[200~see you anyway\x1b[201~']) {
      game.press(paste);
      const screen = await afterInput(game);
      expect(screen).toContain('Klondike · deal 1 ');
      expect(screen).toContain('3 moves');
      expect(screen).not.toContain('Abandon this game');
    }
    expect(game.term.modes.bracketedPasteMode).toBe(true);
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
    const saved = new GameStore(configDir).load('klondike').position?.session;
    expect(saved).toMatchObject({ seed: 1, moves: [{ type: 'deal' }, { type: 'deal' }, { type: 'deal' }] });
  }, 60_000);

  it('100 KB with a q inside, bracketed with text after it or bare, neither quits nor reaches the shell, and the game goes on', async () => {
    const configDir = freshConfigDir();
    const game = await open(configDir);
    game.press('d');
    await game.waitFor('4 deals left');
    const text = 'see you anyway, q\r'.repeat(6_000);
    expect(text.length).toBeGreaterThan(100_000);
    for (const paste of [`\x1b[200~${text}\x1b[201~see you anyway q`, text]) {
      game.press(paste);
      const screen = await afterInput(game);
      expect(screen).toContain('4 deals left');
      expect(screen).not.toContain('Abandon this game');
    }
    game.press('d');
    await game.waitFor('3 deals left');
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
    expect(new GameStore(configDir).load('autumn-leaves').position?.session.moves).toEqual([{ type: 'deal' }, { type: 'deal' }]);
  }, 90_000);
});

describe('input nobody types on purpose', () => {
  it('an unknown escape sequence with Ctrl held (ESC [ 1 ; 5 y) changes nothing, and keys still work', async () => {
    const game = await open(freshConfigDir());
    game.press('\x1b[1;5y');
    game.press('d');
    expect(await game.waitFor('4 deals left')).toContain('dealt a row');
  });

  it('10 KB of random bytes leave a game that answers keys, and a save that loads', async () => {
    const configDir = freshConfigDir();
    const game = await open(configDir);
    for (let chunk = 0; chunk < 10; chunk++) game.press(randomBytes(1024, chunk + 1));
    // The bytes may have left the demo running (any key stops it) or a question open (q quits
    // there too): q until the game has quit.
    let exit: Awaited<ReturnType<Running['exited']>> | undefined;
    for (let attempt = 0; attempt < 5 && !exit; attempt++) {
      game.press('q');
      exit = await game.exited(10_000).catch(() => undefined);
    }
    expect(exit?.exitCode).toBe(0);
    expect(game.screen()).not.toContain('unexpected error');
    expect(new GameStore(configDir).load('autumn-leaves').position).toBeDefined();
  }, 90_000);
});

/** A gap between two writes: part of the input (a read cut in two), not a wait on the result. */
const gap = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reads as a slow link cuts them', () => {
  it('ESC and [6~ in two reads never pick column 6, however far apart, and keys still work', async () => {
    const game = await open(freshConfigDir(), '--no-mouse');
    for (const apart of [10, 30, 150, 600]) {
      game.press(KEY.escape);
      await gap(apart);
      game.press('[6~');
      const screen = await afterInput(game);
      expect(screen, `${apart} ms apart`).not.toContain('[ 2♦]');
      expect(screen, `${apart} ms apart`).not.toContain('There is no column');
    }
    game.press('6');
    await game.waitFor('[ 2♦]');
  }, 60_000);
});
