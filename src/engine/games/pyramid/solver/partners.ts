// Pyramid's test of a lost position (docs/solver.md, "Pyramid"): every pyramid card but a king
// must leave with a partner of the value that makes 13, each partner used once. A partner is a
// pyramid card that neither covers it nor lies under it (one of the two must go first, and cannot
// go without the other), or a card of the stock or waste that is not gone. For each pair of values
// (A and Q, 2 and J …), the live pyramid cards of one value must be matched into the partners of
// the other, both ways (a matching that covers both sides exists when each side can be covered:
// Mendelsohn and Dulmage); Hall's condition decides each side, over the at most 16 sets of its
// at most four cards. When a side fails, no line wins.
import { KING } from '../../../cards/cards.js';
import { PAIR_SUM } from '../rules.js';

/**
 * Whether some pyramid card can never meet a partner: `alive` the pyramid's cards (bit per place),
 * `gone` the sequence's; only the values in `ranks` (bit per rank) are looked at, as only those
 * whose partners have left since the last look can have changed.
 */
export type Unmatched = (alive: number, gone: number, ranks: number) => boolean;

/** Every value, for a first look. */
export const ALL_RANKS = (1 << (KING + 1)) - 2;

/** One value of a pair of values, against the other: its places, and what each may pair with. */
interface Side {
  /** Its pyramid places. */
  places: number[];
  /** For each of them: the other value's pyramid cards it may pair with (bits 0–3) and all of its sequence cards (bits 4–7). */
  options: number[];
  /** The other value's pyramid places (bit b is places[b]) and sequence cards (bit 4 + b). */
  otherPlaces: number[];
  otherSeq: number[];
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

export function partnerTest(ranks: readonly number[], seq: readonly number[], apart: (i: number, j: number) => boolean): Unmatched {
  const placesOf = (rank: number) => ranks.flatMap((r, i) => (r === rank ? [i] : []));
  const seqOf = (rank: number) => seq.flatMap((r, k) => (r === rank ? [k] : []));
  const side = (rank: number): Side => {
    const other = PAIR_SUM - rank;
    const otherPlaces = placesOf(other);
    const otherSeq = seqOf(other);
    const seqBits = otherSeq.reduce((mask, _, b) => mask | (1 << (4 + b)), 0);
    const places = placesOf(rank);
    return { places, otherPlaces, otherSeq, options: places.map((i) => otherPlaces.reduce((mask, j, b) => (apart(i, j) ? mask | (1 << b) : mask), seqBits)) };
  };
  const sides: Side[] = [];
  for (let rank = 1; rank < PAIR_SUM; rank++) sides[rank] = side(rank);
  const covered = (s: Side, alive: number, gone: number): boolean => {
    let present = 0;
    for (let b = 0; b < s.otherPlaces.length; b++) if ((alive & (1 << s.otherPlaces[b]!)) !== 0) present |= 1 << b;
    for (let b = 0; b < s.otherSeq.length; b++) if ((gone & (1 << s.otherSeq[b]!)) === 0) present |= 1 << (4 + b);
    let lefts = 0;
    for (let l = 0; l < s.places.length; l++) if ((alive & (1 << s.places[l]!)) !== 0) lefts |= 1 << l;
    // Hall: every set of live cards has at least as many partners between them.
    for (let set = lefts; set !== 0; set = (set - 1) & lefts) {
      let union = 0;
      for (let l = 0; l < s.places.length; l++) if ((set & (1 << l)) !== 0) union |= s.options[l]!;
      if (popCount(union & present) < popCount(set)) return false;
    }
    return true;
  };
  return (alive, gone, ranks) => {
    for (let rank = 1; rank < PAIR_SUM; rank++) if ((ranks & (1 << rank)) !== 0 && !covered(sides[rank]!, alive, gone)) return true;
    return false;
  };
}
