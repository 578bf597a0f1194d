// Where the player is in the book of proved deals of a variant (solver/dealBook.ts), from what the
// store already keeps: the games of the variant finished (the statistics), the deal being left,
// and the game left behind, none of which a new deal from the book repeats.
import type { Position, Session } from '../../engine/session/session.js';
import type { BookPlace } from '../../solver/dealBook.js';
import { variantOf, type Statistics } from '../../store/statistics.js';

/** `variant`: the game and options of the new deal; `leaving`, the deal it replaces, if any. */
export function bookPlace(statistics: Statistics, variant: Pick<Session, 'game' | 'options'>, leaving?: Position, leftBehind?: Position | null): BookPlace {
  const played = statistics[variantOf(variant.game, variant.options).key]?.played ?? 0;
  return { played, current: leaving?.session.seed, skip: leftBehind ? [leftBehind.session.seed] : [] };
}
