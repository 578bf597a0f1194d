// Fuzzing the game screen: thousands of random key presses, from a seeded generator, into each
// game rendered by renderApp, checking that nothing goes wrong: no exception and no error screen,
// every frame fits the terminal (at most rows − 1 lines, each at most `columns` code points wide;
// the card glyphs are one column each), the session last handed to the keeper replays by the
// rules with every card kept, and the header's move count is that session's. q and Ctrl+C are
// never pressed (they quit), except for one q at the very end, which must save and exit.
//
// Speed: one Ink render of the board costs a few milliseconds, and Ink renders on the next turn
// of the event loop, not at once. So the keys go in as a burst of 1 to 8 separate writes (each
// write is one key, parsed and played by the controller as it arrives, exactly as fast typing is)
// and the screen renders once per burst; every frame written is checked, and the saved session
// and header after every burst. A lone Esc always ends a burst (Ink's input parser holds it for
// one turn to tell it from an escape sequence). So a burst's frame is drawn within two turns of
// the event loop, the two immediates waited after it: counted in turns, which a busy machine does
// not change, not in time. A move is saved in an effect once its frame is drawn, a turn or two
// later: the check waits up to five more turns for the save the frame shows. Timers (the game
// clock) are faked and advanced 5 ms per burst.
//
// A failure names the fuzz seed, the key number and the last keys pressed; FUZZ_SEED=<n> runs
// every case with that seed instead of its own.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { newSession, play, replay, type Position, type Session } from '../../src/engine/session/session.js';
import type { GameRules, GameState, Move } from '../../src/engine/types.js';
import { cardMultiset, progress } from '../engine/fixtures.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

/** A key a player can type: its name for messages, the bytes a terminal sends, how often to press it. */
interface FuzzKey {
  name: string;
  bytes: string;
  weight: number;
}

const KEY_TABLE: readonly FuzzKey[] = [
  { name: '←', bytes: KEYS.left, weight: 3 },
  { name: '→', bytes: KEYS.right, weight: 3 },
  { name: '↑', bytes: KEYS.up, weight: 3 },
  { name: '↓', bytes: KEYS.down, weight: 3 },
  ...['h', 'j', 'k', 'l'].map((k) => ({ name: k, bytes: k, weight: 2 })),
  { name: 'Enter', bytes: KEYS.enter, weight: 9 },
  { name: 'Space', bytes: ' ', weight: 4 },
  { name: 'Esc', bytes: KEYS.escape, weight: 2 },
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((k) => ({ name: k, bytes: k, weight: 1.5 })),
  { name: 'd', bytes: 'd', weight: 4 },
  { name: 'f', bytes: 'f', weight: 3 },
  { name: 'a', bytes: 'a', weight: 1.5 },
  { name: 'u', bytes: 'u', weight: 1.2 },
  { name: 'r', bytes: 'r', weight: 1 },
  { name: 't', bytes: 't', weight: 1 },
  { name: 'n', bytes: 'n', weight: 0.2 },
  { name: 'R', bytes: 'R', weight: 0.2 },
  { name: 'y', bytes: 'y', weight: 0.8 },
  { name: '?', bytes: '?', weight: 0.5 },
  // Keys with no meaning.
  { name: 'x', bytes: 'x', weight: 0.3 },
  { name: 'Z', bytes: 'Z', weight: 0.3 },
  { name: '!', bytes: '!', weight: 0.3 },
];
const TOTAL_WEIGHT = KEY_TABLE.reduce((sum, k) => sum + k.weight, 0);
const MAX_BURST = 8;

function pickKey(next: () => number): FuzzKey {
  let r = next() * TOTAL_WEIGHT;
  for (const key of KEY_TABLE) {
    r -= key.weight;
    if (r < 0) return key;
  }
  return KEY_TABLE[KEY_TABLE.length - 1]!;
}


/**
 * The move count in the header ("… · 12 moves · 0:03", or "12 mv" when short of room), or
 * undefined where no header shows (the help screen, the "terminal too small" message) or where a
 * narrow header left the moves out.
 */
function headerMoves(frame: string, title: string): number | undefined {
  const header = frame.split('\n')[0];
  if (!header?.startsWith(title)) return undefined;
  const match = / · (\d+) (?:moves?|mv) · /.exec(`${header} · `);
  return match ? Number(match[1]) : undefined;
}

/** Columns a line takes: its code points (the card glyphs are one column wide). */
function width(line: string): number {
  return [...line].length;
}

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

interface FuzzCase {
  game: PlayableGameId;
  options: object;
  seed: number;
  presses: number;
  columns: number;
  rows: number;
  /** Terminal sizes to switch between now and then (about every 150 keys), if any. */
  resizes?: readonly (readonly [number, number])[];
  /** The game to start from; a new deal (its number drawn from the seed) when not given. */
  from?: Position;
}

interface FuzzResult {
  keysPerSecond: number;
  /** The longest session saved along the way. */
  mostMoves: number;
  /** Saves of a session one move or more longer than the one saved before it: moves played. */
  played: number;
  renders: number;
  /** Checks where the header was on screen and its move count compared. */
  headerChecks: number;
  /** Frames that announced a win. */
  wins: number;
  /** Checks where the screen said the terminal is too small for the board. */
  tooSmall: number;
  /** Checks made: one after each burst of keys and after each resize, and one at the start. */
  checks: number;
}

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders the game and returns the fake stdin Ink reads keys from (renderApp keeps it to itself). */
async function start(position: Position, columns: number, rows: number) {
  let stdin: { write(data: string): void } | undefined;
  const addListener = EventEmitter.prototype.addListener;
  const spy = vi.spyOn(EventEmitter.prototype, 'addListener').mockImplementation(function (this: EventEmitter, event, listener) {
    if (event === 'readable' && 'isTTY' in this) stdin = this as unknown as { write(data: string): void };
    return addListener.call(this, event, listener);
  });
  app = renderApp(position, { columns, rows });
  const reading = await waitUntil('Ink to read the fake stdin', () => stdin);
  spy.mockRestore();
  return { app, stdin: reading };
}

async function fuzz({ game, options, seed, presses, columns: startColumns, rows: startRows, resizes = [], from }: FuzzCase): Promise<FuzzResult> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const next = mulberry32(seed);
  // n deals a random seed: draw it from the fuzz seed too, so a run repeats exactly.
  vi.spyOn(Math, 'random').mockImplementation(mulberry32(seed ^ 0x5eed5eed));
  const deals = games[game].deals;
  const dealSeed = from?.session.seed ?? deals.first + 1 + Math.floor(next() * Math.min(999_999_999, deals.last - deals.first));
  let columns = startColumns;
  let rows = startRows;
  const { app, stdin } = await start(from ?? newSession(game, dealSeed, options), columns, rows);
  const { stdout, save, instance } = app;
  let ended: unknown;
  instance.waitUntilExit().then(
    () => (ended = 'the app exited'),
    (error: unknown) => (ended = error),
  );
  const title = games[game].title;
  const recent: string[] = [];
  let checkedSaves = 0;
  let lastSession: Session | undefined;
  let mostMoves = 0;
  let played = 0;
  let savedMoves = from?.session.moves.length ?? 0;
  let renders = 0;
  let headerChecks = 0;
  let wins = 0;
  let tooSmall = 0;
  let checks = 0;
  const started = performance.now();

  const fail = (step: number, what: string, frame: string): never => {
    throw new Error(
      `${what}\n  ${game} ${JSON.stringify(options)} at ${columns}×${rows}, fuzz seed ${seed} (deal ${dealSeed}), after key ${step} of ${presses}` +
        `\n  last keys (a | ends a burst drawn as one frame): ${recent.join(' ')}\n  frame:\n${frame}`,
    );
  };

  const checkSession = (step: number, session: Session, frame: string) => {
    let state: GameState;
    try {
      state = replay(session);
    } catch (error) {
      return fail(step, `The saved session does not replay: ${String(error)}`, frame);
    }
    const cards = cardMultiset(state);
    const deck = cardMultiset(newSession(session.game, session.seed, session.options).state);
    if (cards.join() !== deck.join()) fail(step, 'The saved session has lost or gained cards', frame);
    mostMoves = Math.max(mostMoves, session.moves.length);
    if (session.moves.length > savedMoves) played++;
    savedMoves = session.moves.length;
  };

  const check = (step: number) => {
    checks++;
    const last = stdout.frames[stdout.frames.length - 1] ?? '';
    if (ended !== undefined) fail(step, `The app stopped: ${ended instanceof Error ? ended.stack : String(ended)}`, last);
    // Every frame written since the last check, including those drawn when a timer fired (the
    // first one kept in `frames` is the last frame checked before).
    for (const frame of stdout.frames.slice(1)) {
      if (/\bERROR\b|\n\s+at \S+.*:\d+:\d+/.test(frame)) fail(step, 'An error is on the screen', frame);
      if (frame.includes('You won')) wins++;
      const lines = frame.replace(/\n$/, '').split('\n');
      if (lines.length > rows - 1) fail(step, `The frame is ${lines.length} lines tall; the terminal has ${rows} rows`, frame);
      const wide = lines.find((line) => width(line) > columns);
      if (wide !== undefined) fail(step, `A line is ${width(wide)} columns wide; the terminal has ${columns}: "${wide}"`, frame);
    }
    renders += stdout.frames.length - 1;
    stdout.frames = [last];
    const calls = save.mock.calls;
    if (calls.length === 0) fail(step, 'Nothing was saved', last);
    for (; checkedSaves < calls.length; checkedSaves++) checkSession(step, calls[checkedSaves]![0], last);
    lastSession = calls[calls.length - 1]![0];
    const shown = headerMoves(last, title);
    if (shown !== undefined) headerChecks++;
    if (TOO_SMALL.test(last)) tooSmall++;
    if (shown !== undefined && shown !== lastSession.moves.length) {
      fail(step, `The header shows ${shown} moves; the saved session has ${lastSession.moves.length}`, last);
    }
  };

  /** Waits, at most five turns, until the session last saved has the moves the header shows. */
  const savedAsShown = async () => {
    for (let turn = 0; turn < 5; turn++) {
      const saved = save.mock.calls.at(-1)?.[0];
      const shown = headerMoves(stdout.frames.at(-1) ?? '', title);
      if (shown === undefined || saved?.moves.length === shown) return;
      await immediate();
    }
  };

  stdout.frames = ['', ...stdout.frames];
  await savedAsShown();
  check(0);
  let step = 0;
  while (step < presses) {
    const burst = 1 + Math.floor(next() * MAX_BURST);
    for (let i = 0; i < burst && step < presses; i++) {
      const key = pickKey(next);
      step++;
      recent.push(key.name);
      try {
        stdin.write(key.bytes);
      } catch (error) {
        fail(step, `Pressing ${key.name} threw: ${error instanceof Error ? error.stack : String(error)}`, stdout.frames[stdout.frames.length - 1] ?? '');
      }
      if (key.name === 'Esc') break;
    }
    recent.push('|');
    if (recent.length > 60) recent.splice(0, recent.length - 60);
    await immediate();
    vi.advanceTimersByTime(5);
    await immediate();
    await savedAsShown();
    check(step);
    if (resizes.length > 0 && next() < 1 / 30) {
      [columns, rows] = resizes[Math.floor(next() * resizes.length)]!;
      recent.push(`(resize ${columns}×${rows})`);
      // Ink answers 'resize' at once by laying out the tree it has (drawn for the old size) at
      // the new width, before the app hears of the new size; the app's own frame follows on the
      // next turn. That one interim frame is checked for errors only: after a shrink it is taller
      // and wider than the new terminal, which Ink's own resize handler causes and App cannot
      // prevent (play.tsx could, by re-rendering synchronously before Ink's listener runs).
      const before = stdout.frames.length;
      stdout.resize(columns, rows);
      for (const frame of stdout.frames.splice(before)) {
        if (/\bERROR\b/.test(frame)) fail(step, 'An error is on the screen after a resize', frame);
      }
      await immediate();
      await savedAsShown();
      check(step);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // Last, q: the app saves and exits.
  recent.push('q');
  stdin.write('q');
  await waitUntil('the app to end', () => ended !== undefined).catch(() => undefined);
  if (ended !== 'the app exited') fail(presses + 1, `q did not quit: ${String(ended)}`, stdout.frames[stdout.frames.length - 1] ?? '');
  const final = save.mock.calls[save.mock.calls.length - 1]![0];
  checkSession(presses + 1, final, '');
  if (final.moves.length !== lastSession!.moves.length) fail(presses + 1, `The game saved on quitting is not the one on screen: ${final.moves.length} moves saved, ${lastSession!.moves.length} shown; the saved ones end ${JSON.stringify(final.moves.slice(-3))}`, stdout.frames.at(-1) ?? '');
  return { keysPerSecond: presses / seconds, mostMoves, renders, headerChecks, wins, tooSmall, checks, played };
}

/** What the screen says in place of the board when the terminal is too small, and the size it needs. */
const TOO_SMALL = /\bneeds\s+a\s+terminal\s+of\s+at\s+least\s+(\d+)×(\d+)/;

/** The smallest terminal a new deal of the game is drawn in, as the too-small message names it. */
async function smallestSize(game: PlayableGameId, options: object): Promise<[number, number]> {
  const { app } = await start(newSession(game, 1, options), 20, 8);
  const needed = await waitUntil(`${game} at 20×8 to say the size it needs`, () => TOO_SMALL.exec(app.stdout.frames.at(-1) ?? '') ?? undefined);
  app.unmount();
  return [Number(needed[1]), Number(needed[2])];
}

const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * When a run is taken to hang: a deadline, not a speed limit. The 10,000 keys into Autumn Leaves
 * took up to 36 s on a 2-core machine with every core busy (npm run test:stress).
 */
const HANG_DEADLINE_MS = 240_000;

/** With FUZZ_REPORT set, says how far each run got (keys per second, moves, wins). */
function report(label: string, presses: number, result: FuzzResult): void {
  if (process.env.FUZZ_REPORT === undefined) return;
  console.log(
    `${label}: ${presses} keys in ${result.renders} frames, ${Math.round(result.keysPerSecond)} keys/s, sessions up to ${result.mostMoves} moves, ${result.played} saves a move longer` +
      (result.wins > 0 ? `, ${result.wins} frames showing a win` : ''),
  );
}

interface GameCase {
  label: string;
  game: PlayableGameId;
  options: object;
  presses: number;
  seed: number;
  columns: number;
}

/** The games played most, the longest runs. */
const FULL_SIZE: GameCase[] = [
  { label: 'Autumn Leaves', game: 'autumn-leaves', options: {}, presses: 10_000, seed: 1, columns: 80 },
  { label: 'Klondike draw 1', game: 'klondike', options: { draw: 1 }, presses: 5_000, seed: 2, columns: 80 },
  { label: 'Klondike draw 3', game: 'klondike', options: { draw: 3 }, presses: 5_000, seed: 3, columns: 80 },
  { label: 'Spider 1 suit', game: 'spider', options: { suits: 1 }, presses: 5_000, seed: 4, columns: 80 },
  { label: 'Spider 4 suits', game: 'spider', options: { suits: 4 }, presses: 5_000, seed: 5, columns: 80 },
];

/**
 * Every other game, a shorter run each, so that each game's board and keys are driven. At 80
 * columns Canfield's and Pyramid's headers leave the move count out (it is the first fact to go),
 * and the checks read it there: those two are fuzzed 100 columns wide.
 */
const FUZZED_LONGER = new Set(FULL_SIZE.map((c) => c.game));
const HEADER_NEEDS_100: ReadonlySet<string> = new Set(['canfield', 'pyramid']);
const EVERY_OTHER: GameCase[] = (Object.keys(games) as PlayableGameId[])
  .filter((game) => !FUZZED_LONGER.has(game))
  .map((game, i) => ({ label: games[game].title, game, options: {}, presses: 1_500, seed: 31 + i, columns: HEADER_NEEDS_100.has(game) ? 100 : 80 }));

describe('random keys into every game, 24 rows (10,000 for Autumn Leaves, 5,000 for Klondike and Spider, 1,500 for the others)', () => {
  test('every game is fuzzed', () => {
    expect([...FUZZED_LONGER, ...EVERY_OTHER.map((c) => c.game)].sort()).toEqual(Object.keys(games).sort());
  });

  for (const c of [...FULL_SIZE, ...EVERY_OTHER]) {
    test(`${c.label}: ${c.presses} keys at ${c.columns}×24`, async () => {
      const result = await fuzz({ ...c, seed: SEED ?? c.seed, rows: 24 });
      report(c.label, c.presses, result);
      expect(result.mostMoves, 'some moves were played').toBeGreaterThan(0);
      expect(result.headerChecks, 'the header was read after most bursts').toBeGreaterThan(c.presses / MAX_BURST);
    }, HANG_DEADLINE_MS);
  }
});

const SMALL: { label: string; game: PlayableGameId; options: object; seed: number }[] = [
  { label: 'Autumn Leaves', game: 'autumn-leaves', options: {}, seed: 11 },
  { label: 'Klondike draw 3', game: 'klondike', options: { draw: 3 }, seed: 12 },
  { label: 'Spider 2 suits', game: 'spider', options: { suits: 2 }, seed: 13 },
];

describe('random keys at small terminal sizes', () => {
  for (const c of SMALL) {
    test(`${c.label} at the smallest size it is drawn in: 500 keys, and moves are played`, async () => {
      const [columns, rows] = await smallestSize(c.game, c.options);
      const result = await fuzz({ ...c, seed: SEED ?? c.seed, presses: 500, columns, rows });
      report(`${c.label} at ${columns}×${rows}`, 500, result);
      expect(result.tooSmall, 'the board was on screen').toBe(0);
      expect(result.played, 'some moves were played').toBeGreaterThan(0);
    }, HANG_DEADLINE_MS);

    test(`${c.label} one column and one row short of that: 500 keys do nothing but say so, and q quits`, async () => {
      const [columns, rows] = await smallestSize(c.game, c.options);
      for (const [shortColumns, shortRows] of [[columns - 1, rows], [columns, rows - 1]] as const) {
        const result = await fuzz({ ...c, seed: SEED ?? c.seed + shortColumns, presses: 500, columns: shortColumns, rows: shortRows });
        report(`${c.label} at ${shortColumns}×${shortRows}`, 500, result);
        expect(result.tooSmall, 'the too-small message after every burst').toBe(result.checks);
        expect(result.played, 'no move was played').toBe(0);
      }
    }, HANG_DEADLINE_MS);
  }

  for (const c of SMALL) {
    test(`${c.label}, the terminal resized now and then: 1,500 keys`, async () => {
      const sizes = [[80, 24], [40, 14], [30, 10], [62, 20], [120, 40], [72, 16]] as const;
      const result = await fuzz({ ...c, seed: SEED ?? c.seed + 100, presses: 1_500, columns: 80, rows: 24, resizes: sizes });
      report(`${c.label}, resized`, 1_500, result);
      expect(result.played, 'some moves were played').toBeGreaterThan(0);
      expect(result.tooSmall, 'the 30×10 terminal was too small').toBeGreaterThan(0);
    }, HANG_DEADLINE_MS);
  }
});

/** A game some way in: `deals` deals first (tall columns), then up to `moves` random legal moves. */
function playedOn(game: PlayableGameId, options: object, seed: number, deals: number, moves: number): Position {
  const next = mulberry32(seed);
  const rules = games[game] as GameRules;
  let position = newSession(game, 1 + Math.floor(next() * 999_999_999), options);
  for (let i = 0; i < deals && rules.legalMoves(position.state).some((m) => m.type === 'deal'); i++) position = play(position, { type: 'deal' });
  for (let i = 0; i < moves; i++) {
    const legal = rules.legalMoves(position.state).filter((m) => m.type !== 'deal');
    if (legal.length === 0) break;
    position = play(position, legal[Math.floor(next() * legal.length)]!);
  }
  return position;
}

/**
 * A Klondike game a few moves short of a win, found by playing greedily (never returning to a
 * position seen before) on the first of a few deals where that wins; undefined if none does.
 */
function nearlyWon(options: object, seeds: readonly number[], short: number): Position | undefined {
  const rules = games.klondike as GameRules;
  const key = (s: GameState) => JSON.stringify([s.tableau, s.stock, s.waste, s.foundations]);
  for (const seed of seeds) {
    let position = newSession('klondike', seed, options);
    const seen = new Set([key(position.state)]);
    for (let i = 0; i < 1500 && rules.status(position.state) === 'playing'; i++) {
      let best: Move | undefined;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const move of rules.legalMoves(position.state)) {
        const after = rules.applyMove(position.state, move);
        if (seen.has(key(after))) continue;
        const value = progress(rules, after) - (move.type === 'move' && move.from.pile === 'foundation' ? 50 : 0);
        if (value > bestValue) [best, bestValue] = [move, value];
      }
      if (!best) break;
      position = play(position, best);
      seen.add(key(position.state));
    }
    if (rules.status(position.state) !== 'won') continue;
    let start = newSession('klondike', seed, options);
    for (const move of position.session.moves.slice(0, -short)) start = play(start, move);
    return start;
  }
  return undefined;
}

describe('random keys into games well under way', () => {
  test('Autumn Leaves after every deal: 1,500 keys', async () => {
    const from = playedOn('autumn-leaves', {}, 21, 5, 60);
    const result = await fuzz({ game: 'autumn-leaves', options: {}, seed: SEED ?? 21, presses: 1_500, columns: 80, rows: 24, from });
    report('Autumn Leaves after every deal', 1_500, result);
    expect(result.played, 'moves were played from there').toBeGreaterThan(0);
  }, HANG_DEADLINE_MS);

  test('Spider 4 suits after every deal (tall columns): 1,500 keys', async () => {
    const from = playedOn('spider', { suits: 4 }, 22, 5, 150);
    const result = await fuzz({ game: 'spider', options: { suits: 4 }, seed: SEED ?? 22, presses: 1_500, columns: 80, rows: 24, from });
    report('Spider 4 suits after every deal', 1_500, result);
    expect(result.played, 'moves were played from there').toBeGreaterThan(0);
  }, HANG_DEADLINE_MS);

  test('Klondike draw 1 a few moves from a win: 1,500 keys', async () => {
    const from = nearlyWon({ draw: 1 }, [14, 13, 16], 6);
    const result = await fuzz({ game: 'klondike', options: { draw: 1 }, seed: SEED ?? 2, presses: 1_500, columns: 80, rows: 24, from });
    report('Klondike draw 1 near a win', 1_500, result);
    // With its own seed this run wins (and starts again, and wins again …); another may not.
    if (from && SEED === undefined) expect(result.wins, 'the game was won on screen').toBeGreaterThan(0);
  }, HANG_DEADLINE_MS);
});
