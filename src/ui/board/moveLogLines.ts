// The move log's lines: a run of the same entry in a row is one line ("drew from the stock ×5"),
// and an entry wider than the log is said in fewer words ("K♠–Q♠ to empty", "drew ×5") before
// anything is cut.

/** Shorter wordings, tried in order until an entry fits. */
const SHORTER: readonly (readonly [RegExp, string])[] = [
  [/ to an empty column/, ' to empty column'],
  [/ to its foundation/, ' up'],
  [/ to a free cell/, ' to a cell'],
  [/ from the stock/, ''],
  [/ the waste over/, ' waste'],
  [/ to empty column/, ' to empty'],
  [/ onto /, ' → '],
];

const widthOf = (text: string) => [...text].length;

/**
 * The entries in at most `width` columns each, said one way: a shorter wording is used for every
 * entry once an entry that the shorter words make fit needs it (a move is never "onto" on one line
 * and "→" on the next); an entry no wording fits is cut at a space with an ellipsis, and asks
 * nothing of the others.
 */
export function fitEntries(entries: readonly string[], width: number): string[] {
  const shortest = (line: string) => SHORTER.reduce((text, [long, short]) => text.replace(long, short), line);
  const fits = entries.map((entry) => widthOf(shortest(entry)) <= width);
  let lines = [...entries];
  for (const [long, short] of SHORTER) {
    const needed = lines.some((line, i) => fits[i] === true && widthOf(line) > width && long.test(line));
    if (needed) lines = lines.map((line) => line.replace(long, short));
  }
  return lines.map((line) => cut(line, width));
}

/** A line in at most `width` columns: cut at the last space that leaves room for the ellipsis, else mid-word. */
function cut(text: string, width: number): string {
  if (widthOf(text) <= width) return text;
  const kept = [...text].slice(0, Math.max(0, width - 1));
  const space = kept.lastIndexOf(' ');
  return (space > 0 ? kept.slice(0, space) : kept).join('') + '…';
}

/** Consecutive equal entries as one, with how many times ("drew from the stock ×5"). */
export function collapseRepeats(log: readonly string[]): string[] {
  const lines: string[] = [];
  let count = 0;
  log.forEach((entry, i) => {
    count++;
    if (log[i + 1] === entry) return;
    lines.push(count > 1 ? `${entry} ×${count}` : entry);
    count = 0;
  });
  return lines;
}
