// Every value read from disk is checked before use: a file that fails a check is backed up and a
// game starts, and nothing in the file reaches "unexpected error" (issue 13, item 1).
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOM_GAME } from '../../src/engine/customGame.js';
import { gameOf, games, isSavedGame, type PlayableGameId, type SavedGameId } from '../../src/engine/games.js';
import { newSession, play, replay, type Position } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import { encodeMoves } from '../../src/store/moveText.js';
import { GOOD_RULE_SETS } from '../engine/ruleSet/ruleFileExamples.js';

/** Every game a file saves: the registry's, and a rule file's (its rule set in its options). */
const SAVED_GAMES: SavedGameId[] = [...(Object.keys(games) as PlayableGameId[]), CUSTOM_GAME];
const OPTIONS: Partial<Record<SavedGameId, object>> = { spider: { suits: 2 }, [CUSTOM_GAME]: { rules: GOOD_RULE_SETS.kingOnlyBakersGame } };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-checks-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, 'config.json');
const backups = () => fs.readdirSync(dir).filter((name) => name.includes('corrupt'));

/** A game a few moves in, always the same for a game id. */
function played(game: SavedGameId, moves = 6): Position {
  let position = newSession(game, 11, OPTIONS[game] ?? {});
  for (let i = 0; i < moves; i++) {
    const legal = gameOf(position.state).legalMoves(position.state);
    if (legal.length === 0) break;
    position = play(position, legal[(i * 7) % legal.length]!);
  }
  return position;
}

/** A file as this version writes it: every game saved, settings, statistics, a Vegas total. */
function validFile(): Record<string, unknown> {
  const saves: Record<string, unknown> = {};
  for (const game of SAVED_GAMES) {
    const { session } = played(game);
    saves[game] = { ...session, moves: encodeMoves(session.moves), redo: encodeMoves(session.redo), elapsedMs: 4200 };
  }
  return {
    version: 2, lastGame: 'klondike', saves, vegasTotal: -52,
    settings: { style: 'ascii', color: true, fourColor: false, defaults: { klondike: { draw: 3 }, spider: { suits: 2 } } },
    statistics: { 'klondike-draw-1': { played: 3, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 90_000 } },
  };
}

/** Text nested `depth` levels deep, written without recursion. */
const deepText = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** Everything the store hands the game, read the way the game reads it; must never throw. */
function useEverything(store: GameStore) {
  const last = store.lastGame();
  if (last !== undefined) expect(isSavedGame(last)).toBe(true);
  const loaded = Object.fromEntries(SAVED_GAMES.map((game) => [game, store.load(game)]));
  for (const [game, { position }] of Object.entries(loaded)) {
    if (!position) continue;
    expect(position.session.game).toBe(game);
    expect(Number.isFinite(position.session.elapsedMs) && position.session.elapsedMs >= 0).toBe(true);
    expect(replay(position.session)).toEqual(position.state);
  }
  const settings = store.settings();
  for (const [game, options] of Object.entries(settings.defaults)) {
    expect(isSavedGame(game)).toBe(true);
    if (isSavedGame(game)) expect(() => newSession(game, 1, options)).not.toThrow();
  }
  expect(Number.isSafeInteger(store.carriedTotal())).toBe(true);
  store.statistics();
  return loaded;
}

describe('values from disk that passed the old checks and then stopped every start', () => {
  const withSave = (change: (save: Record<string, unknown>) => void, game: PlayableGameId = 'klondike') => {
    const content = validFile();
    change((content.saves as Record<string, Record<string, unknown>>)[game]!);
    return JSON.stringify(content);
  };

  it.each([
    ['elapsedMs of 1e400 (Infinity)', withSave((s) => (s.elapsedMs = 123_456)).replace('123456', '1e400'), /clock/],
    ['a negative clock', withSave((s) => (s.elapsedMs = -5)), /clock/],
    ['draw: 7', withSave((s) => (s.options = { draw: 7 })), /options/],
    ['draw: "3"', withSave((s) => (s.options = { draw: '3' })), /options/],
    ['Spider suits: 3', withSave((s) => (s.options = { suits: 3 }), 'spider'), /options/],
    ['a move index of 1e308', withSave((s) => (s.moves = [{ type: 'move', from: { pile: 'tableau', index: 1e308 }, to: { pile: 'tableau', index: 0 }, count: 1 }])), /move list/],
    ['a word that is no move', withSave((s) => (s.moves = 'd t1t2 zz')), /move list/],
    ['a proved mark that is not true', withSave((s) => (s.proved = 'yes')), /proved mark/],
    ['a daily mark that is no day', withSave((s) => (s.daily = '2026-02-30')), /daily deal mark/],
    ['a difficulty that is no band', withSave((s) => (s.band = 'brutal')), /difficulty mark/],
  ])('%s: the save is backed up and a new game starts', (_name, content, why) => {
    fs.writeFileSync(file(), content);
    const store = new GameStore(dir);
    const game = content.includes('"suits":3') ? 'spider' : 'klondike';
    const loaded = useEverything(store)[game]!;
    expect(loaded.position).toBeUndefined();
    expect(loaded.notice).toMatch(why);
    expect(loaded.notice).toMatch(/corrupt.*a new game starts/);
    expect(backups()).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).toBe(content);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'solitaire'])('lastGame "%s" is no game: backed up, no game named', (name) => {
    const content = JSON.stringify({ ...validFile(), lastGame: name });
    fs.writeFileSync(file(), content);
    const store = new GameStore(dir);
    expect(store.lastGame()).toBeUndefined();
    expect(store.notices.join(' ')).toMatch(/game played last.*corrupt/);
    expect(backups()).toHaveLength(1);
    useEverything(store);
  });

  it.each([5_000, 100_000])('an extra field nested %i levels deep is ignored and never written back', (depth) => {
    const content = JSON.stringify(validFile()).replace('"saves":{', `"junk":${deepText(depth)},"saves":{"klondike-extra":${deepText(depth)},`)
      .replace('"options":{}', `"options":{"deep":${deepText(depth)}}`);
    fs.writeFileSync(file(), content);
    const store = new GameStore(dir);
    const loaded = useEverything(store);
    expect(loaded['autumn-leaves']!.position?.session.moves).toEqual(played('autumn-leaves').session.moves);
    expect(store.save(played('klondike', 9).session)).toBeUndefined();
    expect(fs.statSync(file()).size).toBeLessThan(content.length / 4);
    expect(new GameStore(dir).load('klondike').position?.session.moves).toHaveLength(9);
  });

  it('remembered default options a game refuses are dropped, the good ones kept', () => {
    const settings = { defaults: { klondike: { draw: 7 }, spider: { suits: 3 }, 'autumn-leaves': { deep: JSON.parse(deepText(3)) }, __proto__: { draw: 1 }, nonsense: {} } };
    fs.writeFileSync(file(), JSON.stringify({ settings }).replace('"defaults":{', '"defaults":{"__proto__":{"draw":3},'));
    const store = new GameStore(dir);
    expect(store.settings().defaults).toEqual({ 'autumn-leaves': {} });
    useEverything(store);
  });

  it.each([['1e400'], ['-1e400'], ['1e308'], ['0.5'], ['"12"']])('a Vegas total of %s is damage: backed up, counted from 0', (value) => {
    fs.writeFileSync(file(), JSON.stringify(validFile()).replace('"vegasTotal":-52', `"vegasTotal":${value}`));
    const store = new GameStore(dir);
    expect(store.carriedTotal()).toBe(0);
    expect(backups()).toHaveLength(1);
  });

  it('a version of 1e400 is damage, not a newer Leaves', () => {
    fs.writeFileSync(file(), JSON.stringify(validFile()).replace('"version":2', '"version":1e400'));
    const store = new GameStore(dir);
    expect(store.readOnly).toBe(false);
    expect(store.notices[0]).toMatch(/version is damaged/);
  });

  it('a file of version 1 (moves as objects) still loads, and is written as version 2', () => {
    const klondike = played('klondike', 12);
    fs.writeFileSync(file(), JSON.stringify({ version: 1, lastGame: 'klondike', saves: { klondike: { ...klondike.session, elapsedMs: 10 } } }, undefined, '\t'));
    const store = new GameStore(dir);
    expect(store.load('klondike').position?.state).toEqual(klondike.state);
    store.save(klondike.session);
    const written = JSON.parse(fs.readFileSync(file(), 'utf8'));
    expect(written.version).toBe(2);
    expect(typeof written.saves.klondike.moves).toBe('string');
    expect(new GameStore(dir).load('klondike').position?.state).toEqual(klondike.state);
  });
});

// ---- random mutations of a valid save ----------------------------------------------------------

/** Text standing for a value JSON.stringify cannot write (1e400, -0) or should not recurse into. */
interface Raw {
  raw: string;
}
type Tree = null | boolean | number | string | Raw | Tree[] | { [key: string]: Tree };

function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && 'raw' in value && typeof (value as Raw).raw === 'string';
}

function write(tree: Tree): string {
  if (isRaw(tree)) return tree.raw;
  if (Array.isArray(tree)) return `[${tree.map(write).join(',')}]`;
  if (tree !== null && typeof tree === 'object') return `{${Object.entries(tree).map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`).join(',')}}`;
  return JSON.stringify(tree);
}

/** Every place in the tree: the path of keys to it. */
function places(tree: Tree, at: string[] = []): string[][] {
  const here = [at];
  if (tree === null || typeof tree !== 'object' || isRaw(tree)) return here;
  return here.concat(...Object.entries(tree).map(([key, value]) => places(value, [...at, key])));
}

function replaceAt(tree: Tree, at: string[], make: (old: Tree) => Tree): Tree {
  if (at.length === 0) return make(tree);
  const [key, ...rest] = at;
  if (Array.isArray(tree)) return tree.map((value, i) => (String(i) === key ? replaceAt(value, rest, make) : value));
  if (tree === null || typeof tree !== 'object' || isRaw(tree)) return tree;
  const copy: { [key: string]: Tree } = {};
  for (const [k, v] of Object.entries(tree)) copy[k] = k === key ? replaceAt(v, rest, make) : v;
  return copy;
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const odd: fc.Arbitrary<Tree> = fc.oneof(
  fc.constantFrom<Tree>({ raw: '1e400' }, { raw: '-1e400' }, { raw: '1e308' }, { raw: '-1e308' }, { raw: '-0' }, { raw: '5e-324' }, -1, 0, 2 ** 53, 0.5),
  fc.constantFrom<Tree>(null, true, false, '', '3', 'NaN', 'Infinity', [], {}, 'klondike', 'd d d', 't0f0x99'),
  fc.constantFrom<Tree>({ raw: deepText(5_000) }, { raw: `[${'['.repeat(5_000)}${']'.repeat(5_000)}]` }),
  fc.constantFrom<Tree>({ raw: `[${Array(100_000).fill('{"type":"deal"}').join(',')}]` }, { raw: JSON.stringify('d '.repeat(60_000).trim()) }),
  fc.constantFrom(...PROTOTYPE_NAMES),
);

type Mutation = (tree: Tree, place: string[]) => Tree;
const mutation: fc.Arbitrary<[string, Mutation]> = fc.oneof(
  odd.map((value): [string, Mutation] => [`set ${write(value).slice(0, 30)}`, (tree, at) => replaceAt(tree, at, () => value)]),
  fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES), odd).map(([key, value]): [string, Mutation] => [
    `add key ${key}`,
    (tree, at) => replaceAt(tree, at, (old) => (old !== null && typeof old === 'object' && !Array.isArray(old) && !isRaw(old) ? { [key]: value, ...old } : old)),
  ]),
  fc.constantFrom(...PROTOTYPE_NAMES).map((key): [string, Mutation] => [
    `rename to ${key}`,
    (tree, at) => {
      const parent = at.slice(0, -1);
      const last = at[at.length - 1];
      return replaceAt(tree, parent, (old) =>
        old !== null && typeof old === 'object' && !Array.isArray(old) && !isRaw(old) && last !== undefined
          ? Object.fromEntries(Object.entries(old).map(([k, v]) => [k === last ? key : k, v]))
          : old,
      );
    },
  ]),
);

describe('random mutations of a valid save', () => {
  it('always load a valid game or back the file up, and never throw', () => {
    const base = validFile() as Tree;
    const all = places(base);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(all.length - 1), mutation), { minLength: 1, maxLength: 3 }), (steps) => {
        let tree = base;
        for (const [place, [, mutate]] of steps) tree = mutate(tree, all[place]!);
        const text = write(tree);
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir);
        fs.writeFileSync(file(), text);
        const store = new GameStore(dir);
        const loaded = useEverything(store);
        const parsed: unknown = JSON.parse(text);
        const saves = (parsed as { saves?: unknown }).saves;
        for (const [game, { position }] of Object.entries(loaded)) {
          const wasSaved = typeof saves === 'object' && saves !== null && Object.hasOwn(saves, game);
          if (wasSaved && !position && !store.readOnly) expect(backups().length).toBeGreaterThan(0);
        }
        // The store writes again, and what it wrote loads.
        if (!store.readOnly) {
          expect(store.save(played('spider', 3).session)).toBeUndefined();
          expect(new GameStore(dir).load('spider').position?.session.moves).toHaveLength(3);
        }
      }),
      { numRuns: 120, seed: 13 },
    );
  }, 60_000);
});
