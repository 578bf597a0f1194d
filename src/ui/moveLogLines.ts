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

/** An entry in at most `width` columns: shorter words first, then cut at a space with an ellipsis. */
export function fitEntry(entry: string, width: number): string {
  let text = entry;
  for (const [long, short] of SHORTER) {
    if (widthOf(text) <= width) return text;
    text = text.replace(long, short);
  }
  if (widthOf(text) <= width) return text;
  // Cut at the last space that leaves room for the ellipsis, else mid-word.
  const cut = [...text].slice(0, Math.max(0, width - 1));
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut).join('') + '…';
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
