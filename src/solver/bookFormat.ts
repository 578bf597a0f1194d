// The text of a book of proved deals (books/<key>.txt, see docs/solver.md, "The book of proved
// deals"): which variant it is for, the budget each deal was proved within, how far the deal
// numbers were tried, and the proved deal numbers, sorted, each written as its distance from the
// one before in base 36. Pure: the file is read and written by dealBook.ts and bookMaker.ts.

export interface Book {
  /** The variant: dealBook.ts's bookKey. */
  key: string;
  /** The budget every deal was proved within: positions expanded, and the memory of the tables. */
  maxPositions: number;
  memoryBytes: number;
  /** Every deal number from the game's first to this one was tried (-1: none yet). */
  tried: number;
  /** The deal numbers proved winnable, in increasing order. */
  seeds: readonly number[];
}

const HEADER = '# Leaves: deals proved winnable (docs/solver.md, "The book of proved deals")';
const PER_LINE = 40;

export class BookFormatError extends Error {}

export function formatBook(book: Book): string {
  const deltas = book.seeds.map((seed, i) => (seed - (i === 0 ? -1 : book.seeds[i - 1]!)).toString(36));
  const lines = [HEADER, `key ${book.key}`, `budget ${book.maxPositions} ${book.memoryBytes}`, `tried ${book.tried}`, `count ${book.seeds.length}`];
  for (let at = 0; at < deltas.length; at += PER_LINE) lines.push(deltas.slice(at, at + PER_LINE).join(' '));
  return `${lines.join('\n')}\n`;
}

const COUNT = /^(0|[1-9]\d*)$/;

/** A whole number written in a file of the books; a BookFormatError names `what` it should be. */
export function count(text: string | undefined, what: string): number {
  if (text === undefined || !COUNT.test(text) || !Number.isSafeInteger(Number(text))) throw new BookFormatError(`its ${what} is not a count`);
  return Number(text);
}

/**
 * The lines of a file of the books that are not comments, its variant (the `key` line, first), and
 * a reader of its other named lines by place; a BookFormatError for a line missing.
 */
export function linesOf(text: string): { lines: string[]; key: string; field: (at: number, name: string) => string[] } {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const field = (at: number, name: string): string[] => {
    const words = (lines[at] ?? '').trim().split(/\s+/);
    if (words[0] !== name) throw new BookFormatError(`line "${name}" is missing`);
    return words.slice(1);
  };
  const [key] = field(0, 'key');
  if (!key || !/^[a-z0-9-]+$/.test(key)) throw new BookFormatError('its key is not a variant');
  return { lines, key, field };
}

/** The book in a file's text; a BookFormatError says in a few words what is wrong. */
export function parseBook(text: string): Book {
  const { lines, key, field } = linesOf(text);
  const [positions, memory] = field(1, 'budget');
  const tried = (field(2, 'tried')[0] ?? '') === '-1' ? -1 : count(field(2, 'tried')[0], 'last deal tried');
  const expected = count(field(3, 'count')[0], 'count');
  const seeds: number[] = [];
  for (const word of lines.slice(4).join(' ').trim().split(/\s+/).filter(Boolean)) {
    const delta = /^[0-9a-z]+$/.test(word) ? parseInt(word, 36) : NaN;
    if (!Number.isSafeInteger(delta) || delta < 1) throw new BookFormatError(`"${word}" is not a distance between deals`);
    seeds.push((seeds.at(-1) ?? -1) + delta);
  }
  if (seeds.length !== expected) throw new BookFormatError(`it lists ${seeds.length} deals, not ${expected}`);
  if ((seeds.at(-1) ?? -1) > tried) throw new BookFormatError('a deal lies past the last deal tried');
  return { key, maxPositions: count(positions, 'position budget'), memoryBytes: count(memory, 'memory budget'), tried, seeds };
}
