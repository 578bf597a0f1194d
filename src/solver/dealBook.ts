// The books of proved deals: for each game and variant, deal numbers the solver proved winnable
// ahead of time (`npm run deals`, bookMaker.ts), shipped with Leaves in books/ (dist/books/ once
// built), so that a new deal and the daily deal need no search. A book is read from disk the first
// time a deal of its variant is asked for, never before. See docs/solver.md, "The book of proved deals".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionGiven } from '../engine/game.js';
import { gameOf, isPlayableGame, type PlayableGameId, type SavedGameId } from '../engine/games.js';
import { bandCuts, bandOf, parseRatings, type Difficulty } from './bandFormat.js';
import { BookFormatError, parseBook, type Book } from './bookFormat.js';

/**
 * The budget every deal of a book is proved within: positions and the memory of the search's
 * tables, never time, so the book is the same made on any machine (the daily deal's search uses
 * the same, see dailyDeal.ts).
 */
export const BOOK_LIMITS = { maxPositions: 150_000, memoryBytes: 16 * 2 ** 20, timeLimitMs: Number.POSITIVE_INFINITY } as const;

/** One variant a book is made for: its key, and the options that make it. */
export interface BookVariant {
  key: string;
  options: Record<string, unknown>;
}

/**
 * The variant of a game with these options, as the books name it: the game's id, then each of its
 * options that change which deals can be won (GameOption.affectsSolving), with the value it takes,
 * defaults filled in ("GAME-draw-3-passes-1"). A rule file's game has none: it has no book.
 */
export function bookKey(game: SavedGameId, options: object): string | undefined {
  if (!isPlayableGame(game)) return undefined;
  const rules = gameOf({ game, options });
  const resolved = rules.parseOptions(options);
  return [game, ...rules.options.filter((option) => option.affectsSolving).map((option) => `${option.name}-${String(optionGiven(resolved, option.name))}`)].join('-');
}

/** Every variant of a game that has a book of its own: each choice of each option that changes which deals can be won. */
export function bookVariants(game: PlayableGameId): BookVariant[] {
  const rules = gameOf({ game, options: {} });
  let choices: Record<string, unknown>[] = [{}];
  for (const option of rules.options.filter((candidate) => candidate.affectsSolving)) {
    const values = (option.choices ?? option.offered ?? []).map((text) => option.parse(text));
    choices = choices.flatMap((options) => values.map((value) => ({ ...options, [option.name]: value })));
  }
  return choices.map((options) => ({ key: bookKey(game, options)!, options }));
}

/** The folder of the books: books/ beside src/ (a checkout) or in dist/ (the build copies it there). */
export function booksFolder(): string | undefined {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, folder = path.dirname(folder)) {
    const books = path.join(folder, 'books');
    if (fs.existsSync(books)) return books;
  }
  return undefined;
}

export function bookFile(folder: string, key: string): string {
  return path.join(folder, `${key}.txt`);
}

/** The file of a variant's ratings by difficulty (bandFormat.ts), beside its book. */
export function ratingsFile(folder: string, key: string): string {
  return path.join(folder, `${key}.bands.txt`);
}

/** What `read` gives for the variant of a game with these options, read once per variant. */
function readOnce<T>(read: (key: string) => T | undefined): (game: SavedGameId, options: object) => T | undefined {
  const kept = new Map<string, T | undefined>();
  return (game, options) => {
    const key = bookKey(game, options);
    if (key === undefined) return undefined;
    if (!kept.has(key)) kept.set(key, read(key));
    return kept.get(key);
  };
}

/**
 * The book of a variant, read once; none when the variant has no book, or its file cannot be read
 * or is damaged (a new deal is then searched for as without a book).
 */
export const bookOf = readOnce((key) => readBooksFile(key, bookFile, parseBook));

/** A variant's file of the books, read and parsed; none when it cannot be read, is damaged, or is another variant's. */
function readBooksFile<T extends { key: string }>(key: string, file: (folder: string, key: string) => string, parse: (text: string) => T): T | undefined {
  const folder = booksFolder();
  if (!folder) return undefined;
  try {
    const parsed = parse(fs.readFileSync(file(folder, key), 'utf8'));
    return parsed.key === key ? parsed : undefined;
  } catch (error) {
    if (error instanceof BookFormatError || (error as NodeJS.ErrnoException).code !== undefined) return undefined;
    throw error;
  }
}

/** A variant's proved deals rated so far, each with its band of difficulty (bandFormat.ts). */
export type Bands = ReadonlyMap<number, Difficulty>;

/**
 * The bands of a variant's rated deals, read once beside its book; none when it has no ratings, or
 * their file cannot be read or is damaged, or its chances tell no deal from another (bandCuts).
 */
export const bandsOf = readOnce((key): Bands | undefined => {
  const ratings = readBooksFile(key, ratingsFile, parseRatings);
  const cuts = ratings && bandCuts(ratings.rated.map(({ percent }) => percent));
  return cuts && new Map(ratings.rated.map(({ deal, percent }) => [deal, bandOf(percent, cuts)]));
});

/** What a player has had of a variant's book, from what the store keeps. */
export interface BookPlace {
  /** Games of the variant the player finished (the statistics' count): that many deals are behind. */
  played: number;
  /** The deal on the table, or being left: the next comes after it. */
  current?: number;
  /** Deals not to give (the game left behind). */
  skip?: readonly number[];
}

/**
 * The next unplayed deal of a book, in the book's order: the first after both the player's count of
 * games finished and the deal being left, skipping `skip`; none once the book is used up.
 */
export function nextBookDeal(book: Book, place: BookPlace, wanted: (deal: number) => boolean = () => true): number | undefined {
  const { seeds } = book;
  const after = place.current === undefined ? -1 : seeds.indexOf(place.current);
  for (let at = Math.max(place.played, after + 1); at < seeds.length; at++) {
    if (!place.skip?.includes(seeds[at]!) && wanted(seeds[at]!)) return seeds[at];
  }
  return undefined;
}

/** FNV-1a, 32 bits, of the text's UTF-16 code units (the text here is ASCII). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The daily deal from a game's book (its default options): of the book's deals, the one whose
 * FNV-1a hash of "DATE/GAME/DEAL" is least (ties: the lower deal). A longer book changes a day's
 * deal only when one of the deals added wins that day. None when the game has no book, or an empty one.
 */
export function bookDaily(game: PlayableGameId, date: string): { seed: number; options: object } | undefined {
  let best: { seed: number; hash: number } | undefined;
  for (const seed of bookOf(game, {})?.seeds ?? []) {
    const hash = fnv1a(`${date}/${game}/${seed}`);
    if (!best || hash < best.hash) best = { seed, hash };
  }
  return best && { seed: best.seed, options: gameOf({ game, options: {} }).newGame({ seed: best.seed }).options };
}

/** A deal from the book: its number, its band where it is rated, and the band asked for when none of it was left. */
export interface BookPick {
  seed: number;
  band?: Difficulty;
  noneLeft?: Difficulty;
  /** The variant has no bands (no ratings, or none that tell its deals apart). */
  unrated?: true;
}

/**
 * The next unplayed deal of the variant's book (nextBookDeal) of the band asked for; where the
 * variant has no rated deal of that band left, the next of any band (saying so). None without a
 * book, or with one used up.
 */
export function bookDeal(game: SavedGameId, options: object, place: BookPlace, difficulty: Difficulty | 'any' = 'any'): BookPick | undefined {
  const book = bookOf(game, options);
  if (!book) return undefined;
  const bands = bandsOf(game, options);
  const inBand = difficulty === 'any' ? undefined : nextBookDeal(book, place, (deal) => bands?.get(deal) === difficulty);
  const seed = inBand ?? nextBookDeal(book, place);
  if (seed === undefined) return undefined;
  const band = bands?.get(seed);
  const none = difficulty !== 'any' && inBand === undefined ? { noneLeft: difficulty, ...(bands ? {} : { unrated: true as const }) } : {};
  return { seed, ...(band ? { band } : {}), ...none };
}
