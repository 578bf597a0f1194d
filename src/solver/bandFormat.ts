// The difficulty of proved deals (docs/solver.md, "Deals by difficulty"): the text of a variant's
// ratings (books/<key>.bands.txt, beside its book), each proved deal with the fair chance at the deal
// (fairEstimate.ts, the header's chance at move 0) in whole percent; and the bands read from them.
// A file of its own, not lines in the book, so that the book and its ratings grow apart and merge.
// Pure: the file is read by dealBook.ts and written by bookRater.ts.

import type { Difficulty } from '../engine/session/sessionRecord.js';
import { BookFormatError, count, linesOf } from './bookFormat.js';

export type { Difficulty } from '../engine/session/sessionRecord.js';

export interface Ratings {
  /** The variant: dealBook.ts's bookKey, as in its book. */
  key: string;
  /** The estimate every rating took: its seed and the most sampled deals (fairEstimate.ts). */
  seed: number;
  samples: number;
  /** Each deal rated, in the book's order: its number and its fair chance at the deal, in whole percent. */
  rated: readonly { deal: number; percent: number }[];
}

const HEADER = '# Leaves: the fair chance at the deal of proved deals (docs/solver.md, "Deals by difficulty")';
const PER_LINE = 12;

export function formatRatings(ratings: Ratings): string {
  const words = ratings.rated.map(({ deal, percent }) => `${deal}:${percent}`);
  const lines = [HEADER, `key ${ratings.key}`, `estimate ${ratings.seed} ${ratings.samples}`, `count ${words.length}`];
  for (let at = 0; at < words.length; at += PER_LINE) lines.push(words.slice(at, at + PER_LINE).join(' '));
  return `${lines.join('\n')}\n`;
}

/** The ratings in a file's text; a BookFormatError says in a few words what is wrong. */
export function parseRatings(text: string): Ratings {
  const { lines, key, field } = linesOf(text);
  const [seed, samples] = field(1, 'estimate');
  const expected = count(field(2, 'count')[0], 'count');
  const rated = lines.slice(3).join(' ').trim().split(/\s+/).filter(Boolean).map((word) => {
    const [deal, percent, extra] = word.split(':');
    const entry = { deal: count(deal, 'deal'), percent: count(percent, 'chance') };
    if (extra !== undefined || entry.percent > 100) throw new BookFormatError(`"${word}" is not a deal and its chance`);
    return entry;
  });
  if (rated.length !== expected) throw new BookFormatError(`it rates ${rated.length} deals, not ${expected}`);
  return { key, seed: count(seed, 'seed'), samples: count(samples, 'sample count'), rated };
}

/**
 * Rated chances nearer than this (in points) are the estimate's noise more than the deals (400
 * samples, of which the best candidate's are fewer; the fair hint's NOISE_POINTS, ui/fairOutlook.ts).
 */
export const SPREAD_POINTS = 10;

/** The chances that part the bands: at or below `hard` a deal is hard, at or above `easy` easy, medium between. */
export interface BandCuts {
  hard: number;
  easy: number;
}

/**
 * The cuts of a variant's bands: its rated chances in thirds (hard up to the chance a third of the
 * way up, then the deals above it halved), so that each band holds about a third of the variant's
 * deals whatever its chances run to. None with fewer than three rated, or when the rated chances
 * all lie within SPREAD_POINTS: nothing to tell apart but the sampling's noise (a game with nothing
 * hidden, whose proved deals all read 100%; one whose proved deals are all near sure). Equal chances
 * share a band, so a band may hold more than a third: the hard band, and the medium and easy bands
 * part what is left; a tie at the top is easy.
 */
export function bandCuts(percents: readonly number[]): BandCuts | undefined {
  const sorted = [...percents].sort((a, b) => a - b);
  const top = sorted.at(-1);
  if (sorted.length < 3 || top === undefined || top - sorted[0]! < SPREAD_POINTS) return undefined;
  const third = sorted[Math.floor(sorted.length / 3) - 1]!;
  const hard = third < top ? third : sorted.filter((percent) => percent < top).at(-1)!;
  const rest = sorted.filter((percent) => percent > hard);
  return { hard, easy: rest[Math.floor(rest.length / 2)]! };
}

export function bandOf(percent: number, cuts: BandCuts): Difficulty {
  return percent <= cuts.hard ? 'hard' : percent >= cuts.easy ? 'easy' : 'medium';
}
