// Statistics per game and variant: games played and won, streaks, and the best results.
//
// A variant is what makes games comparable; each game names its own (Game.variants, e.g. draw 1
// and draw 3 kept apart). Options that do not make a variant of their own are counted together
// (so a best score may come from any of them).
//
// Which results count:
// - played, won and the streaks: every finished game (a win, or a game lost or given up, as the
//   caller decides); a loss ends the current streak.
// - best time (fastest), fewest moves and best score (highest): wins only, so a lost or abandoned
//   game never shows as a best. Only games that keep a score with the options played have one
//   (Game.scoreScale), and each scale's best is kept apart (points as bestScore, another scale such
//   as a stake in dollars in bestScores under its key), as the two never compare. Files written when a loss's score counted still load: a best score with
//   no win behind it is dropped, one beside a win is kept.
//
// Everything here is pure: the conf store reads and writes the plain object, and parseStatistics
// checks what was read from disk so a damaged entry is dropped, never trusted.
import { POINTS, type ScoreScale, type Variant } from '../engine/game.js';
import { customVariantOf } from '../engine/customGame.js';
import { allGames, gameOf, isSavedGame } from '../engine/games.js';
import { isObject } from './plainObject.js';

export type { Variant } from '../engine/game.js';

/** Names one variant (Variant.key); see allVariants() for all of them. */
export type VariantKey = string;

/** Every variant of every game, in the order they are shown. */
export function allVariants(): Variant[] {
  return allGames().flatMap((game) => game.variants);
}

export interface VariantStats {
  /** Games finished (won or lost). */
  played: number;
  won: number;
  /** Wins in a row up to the last finished game (0 after a loss). */
  currentStreak: number;
  bestStreak: number;
  /** The fastest win, in milliseconds of play. */
  bestTimeMs?: number;
  /** The fewest moves in a win. */
  fewestMoves?: number;
  /** The highest score in points of a win, for variants that keep a score. */
  bestScore?: number;
  /** The highest score of a win on each other scale the game keeps (ScoreScale), by its key. */
  bestScores?: Record<string, number>;
}

export type Statistics = Record<VariantKey, VariantStats>;

/** One finished game, as recordResult counts it. */
export interface GameResult {
  game: string;
  options: object;
  won: boolean;
  moves: number;
  elapsedMs: number;
  /** The final score; ignored for games and modes that keep none. */
  score?: number;
}

/** The variant a game with these options belongs to (the game decides); an unknown game is its own. */
export function variantOf(game: string, options: object): Variant {
  const known = gameNamed(game, options);
  return known ? known.variantOf(options) : { key: game, label: game };
}

/**
 * The game of a result, or undefined when there is none (an unknown id, a rule file without its
 * rules) or it does not take these options, so that reading them for the variant cannot throw.
 */
function gameNamed(game: string, options: object) {
  if (!isSavedGame(game)) return undefined;
  try {
    const known = gameOf({ game, options: isObject(options) ? options : {} });
    known.parseOptions(options);
    return known;
  } catch {
    return undefined;
  }
}

/** The label of a variant key (the key itself when no game has it). */
export function variantLabel(key: VariantKey): string {
  return allVariants().find((v) => v.key === key)?.label ?? customVariantOf(key)?.label ?? key;
}

/**
 * The most rule files the statistics keep, each its own variant: far more than anyone plays, and
 * few enough that the statistics stay small to show and to write after every move. A file that
 * holds more keeps the first (the first played) and is backed up; the games of a rule file past
 * the limit are not counted.
 */
export const MAX_RULE_FILES = 1_000;

const ruleFilesIn = (stats: Statistics) => Object.keys(stats).filter((key) => customVariantOf(key)).length;

/** The variants in these statistics, in display order: every game's, then the rule files' by name. */
export function variantsIn(stats: Statistics): Variant[] {
  const custom = Object.keys(stats).flatMap((key) => customVariantOf(key) ?? []).sort((a, b) => a.label.localeCompare(b.label));
  return [...allVariants().filter((v) => Object.hasOwn(stats, v.key)), ...custom];
}

/** Whether the variant can have a best score at all: its game keeps one with some options (a rule file's always does). */
export function variantHasScore(key: VariantKey): boolean {
  return customVariantOf(key) !== undefined || allGames().some((game) => game.score !== undefined && game.variants.some((v) => v.key === key));
}

/** Every scale but points that the variant's game keeps a score on (none for a game without a score). */
export function otherScales(key: VariantKey): ScoreScale[] {
  const game = allGames().find((candidate) => candidate.variants.some((v) => v.key === key));
  return (game?.scoreScales ?? []).filter((scale) => scale.key !== POINTS.key);
}

/** The scale this game, with these options, keeps a score that means something on, if any. */
function scaleOf(game: string, options: object): ScoreScale | undefined {
  return gameNamed(game, options)?.scoreScale(options);
}

export function emptyVariantStats(): VariantStats {
  return { played: 0, won: 0, currentStreak: 0, bestStreak: 0 };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The statistics with one more finished game counted (a new object; `stats` is not changed).
 * A value in the result that makes no sense (a negative move count, a clock that is not a number)
 * is left out of the bests rather than recorded.
 */
export function recordResult(stats: Statistics, result: GameResult): Statistics {
  const { key } = variantOf(result.game, result.options);
  if (!Object.hasOwn(stats, key) && customVariantOf(key) && ruleFilesIn(stats) >= MAX_RULE_FILES) return stats;
  const before = Object.hasOwn(stats, key) ? stats[key]! : emptyVariantStats();
  const next: VariantStats = { ...before, played: before.played + 1 };
  if (result.won) {
    next.won = before.won + 1;
    next.currentStreak = before.currentStreak + 1;
    next.bestStreak = Math.max(before.bestStreak, next.currentStreak);
    if (isDuration(result.elapsedMs) && !(before.bestTimeMs !== undefined && before.bestTimeMs <= result.elapsedMs)) {
      next.bestTimeMs = result.elapsedMs;
    }
    if (isCount(result.moves) && !(before.fewestMoves !== undefined && before.fewestMoves <= result.moves)) {
      next.fewestMoves = result.moves;
    }
    const { score } = result;
    const scale = isScore(score) ? scaleOf(result.game, result.options) : undefined;
    if (isScore(score) && scale?.key === POINTS.key) {
      if (!(before.bestScore !== undefined && before.bestScore >= score)) next.bestScore = score;
    } else if (isScore(score) && scale) {
      const best = before.bestScores?.[scale.key];
      if (!(best !== undefined && best >= score)) next.bestScores = { ...before.bestScores, [scale.key]: score };
    }
  } else {
    next.currentStreak = 0;
  }
  return { ...stats, [key]: next };
}

/** One entry read from disk, or undefined when its counts cannot be trusted. */
function parseVariantStats(key: VariantKey, value: unknown): VariantStats | undefined {
  if (!isObject(value)) return undefined;
  const { played, won, currentStreak, bestStreak } = value;
  if (!isCount(played) || !isCount(won) || !isCount(currentStreak) || !isCount(bestStreak)) return undefined;
  // Counts that contradict each other mean the entry was damaged or edited: drop it whole.
  if (won > played || bestStreak > won || currentStreak > bestStreak) return undefined;
  const entry: VariantStats = { played, won, currentStreak, bestStreak };
  // A best that is damaged, or that could not have been set, is dropped alone.
  if (won > 0 && isDuration(value.bestTimeMs)) entry.bestTimeMs = value.bestTimeMs;
  if (won > 0 && isCount(value.fewestMoves)) entry.fewestMoves = value.fewestMoves;
  if (won > 0 && variantHasScore(key) && isScore(value.bestScore)) entry.bestScore = value.bestScore;
  const bestScores = isObject(value.bestScores) ? value.bestScores : {};
  const scales = otherScales(key).filter((scale) => Object.hasOwn(bestScores, scale.key) && isScore(bestScores[scale.key]));
  if (won > 0 && scales.length > 0) entry.bestScores = Object.fromEntries(scales.map((scale) => [scale.key, bestScores[scale.key] as number]));
  return entry;
}

/**
 * The statistics in a value read from disk. Never throws: anything that is not an object gives
 * empty statistics, an unknown variant or a damaged entry is dropped, and the good entries stay.
 * Rule files past MAX_RULE_FILES are left out, said in `problems` (so the file is backed up).
 */
export function parseStatistics(value: unknown, problems: string[] = []): Statistics {
  const stats: Statistics = {};
  if (!isObject(value)) return stats;
  const ruleFiles = Object.keys(value).filter((key) => customVariantOf(key));
  if (ruleFiles.length > MAX_RULE_FILES) {
    problems.push(`its statistics hold ${ruleFiles.length.toLocaleString('en')} rule files, more than the ${MAX_RULE_FILES.toLocaleString('en')} kept`);
  }
  const keys = [...allVariants().map((v) => v.key), ...ruleFiles.slice(0, MAX_RULE_FILES)];
  for (const key of keys) {
    if (!Object.hasOwn(value, key)) continue;
    const entry = parseVariantStats(key, value[key]);
    if (entry) stats[key] = entry;
  }
  return stats;
}

/** Games won out of games played, from 0 to 1 (0 when none has been played). */
export function winRate(s: VariantStats): number {
  return s.played > 0 ? s.won / s.played : 0;
}
