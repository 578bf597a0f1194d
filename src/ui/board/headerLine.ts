// The header's one line: game, deal number (and the day of a daily deal), the game's facts, moves, time and the solver's word,
// joined by " · ", never wider than the terminal. Where the whole does not fit, facts take their
// shorter words first (each fact says what they are, and when on one scale: SHORTEN), then the
// facts that may go, go (DROP); the title, the deal and the solver's word always stay. The header
// reads facts as data and never parses their words.
import { plural } from '../../engine/plural.js';
import { DROP, SHORTEN, type HeaderFact } from '../../engine/types.js';

export type { HeaderFact } from '../../engine/types.js';

const SEPARATOR = ' · ';

const widthOf = (texts: readonly string[]) => texts.join(SEPARATOR).length;

/** The header's one line, at most `width` characters. */
export function headerLine(facts: readonly HeaderFact[], width: number): string {
  const texts = facts.map((fact) => fact.text);
  const shorter = facts
    .flatMap((fact, index) => (fact.shorter ?? []).map((form) => ({ ...form, index })))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  for (const form of shorter) {
    if (widthOf(texts) <= width) break;
    texts[form.index] = form.text;
  }
  const droppable = facts.map((fact, index) => ({ rank: fact.dropRank, index })).filter((d) => d.rank !== undefined);
  droppable.sort((a, b) => a.rank! - b.rank! || a.index - b.index);
  const kept = new Set(facts.map((_, index) => index));
  const shown = () => texts.filter((_, index) => kept.has(index));
  for (const { index } of droppable) {
    if (widthOf(shown()) <= width) break;
    kept.delete(index);
  }
  return shown().join(SEPARATOR).slice(0, width);
}

/**
 * The game's facts less its score: a score, or a running total carried from game to game, is the
 * fact whose shorter words are ranked as one (SHORTEN.score, SHORTEN.total), for a player who hid it.
 */
export function withoutScore(facts: readonly HeaderFact[]): HeaderFact[] {
  return facts.filter((fact) => !fact.shorter?.some(({ rank }) => rank === SHORTEN.score || rank === SHORTEN.total));
}

/** The header's facts around the game's own: title, deal, moves, time and the solver's word. */
export function screenFacts(parts: {
  title: string;
  seed: number;
  proved: boolean;
  /** The deal's band of difficulty, where it is a rated deal of the book. */
  band?: string;
  /** The day whose daily deal this is, if it is one. */
  daily?: string;
  gameFacts: readonly HeaderFact[];
  moves: number;
  /** The time played; absent where the player hid the clock. */
  clock: string | undefined;
  outlook: string | undefined;
}): HeaderFact[] {
  const { title, seed, proved, band, daily, gameFacts, moves, clock, outlook } = parts;
  const mark = band === undefined ? 'proved' : `proved, ${band}`;
  const deal: HeaderFact = proved
    ? { text: `deal ${seed} (${mark})`, shorter: [{ text: `#${seed} (${mark})`, rank: SHORTEN.deal }, { text: `#${seed} ${band ?? 'proved'}`, rank: SHORTEN.proved }] }
    : { text: `deal ${seed}`, shorter: [{ text: `#${seed}`, rank: SHORTEN.deal }] };
  return [
    { text: title },
    deal,
    ...(daily === undefined ? [] : [{ text: `daily deal ${daily}`, shorter: [{ text: `daily ${daily}`, rank: SHORTEN.deal }, { text: 'daily', rank: SHORTEN.daily }] }]),
    ...gameFacts,
    { text: plural(moves, 'move'), shorter: [{ text: `${moves} mv`, rank: SHORTEN.count }], dropRank: DROP.moves },
    ...(clock === undefined ? [] : [{ text: clock, dropRank: DROP.clock }]),
    ...(outlook ? [{ text: outlook }] : []),
  ];
}

/** The same facts, every form of their words written as `text` writes (the ASCII style). */
export function writtenFacts(facts: readonly HeaderFact[], text: (words: string) => string): HeaderFact[] {
  return facts.map((fact) => ({ ...fact, text: text(fact.text), shorter: fact.shorter?.map((form) => ({ ...form, text: text(form.text) })) }));
}
