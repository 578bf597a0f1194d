// Suggests the word a player probably meant when a name they typed is not one we know (a field
// in a rule file, a game on the command line), by the fewest one-character edits.

/** How far apart two words are (edits of one character). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * " (did you mean "x"?)" for the closest of `words` to `word`, when one is close. Words whose
 * lengths differ by more than "close" are never close (it takes an edit a character), so they
 * are not measured: a measure costs the two lengths multiplied, and a name in a file or a code
 * may be megabytes long.
 */
export function didYouMean(word: string, words: readonly string[]): string {
  // Far longer than every word, it is close to none (and measuring it against each would take long).
  if (word.length > 2 * Math.max(...words.map((candidate) => candidate.length)) + 2) return '';
  const lower = word.toLowerCase();
  const close = Math.max(2, Math.floor(word.length / 3));
  const best = words
    .filter((candidate) => Math.abs(candidate.toLowerCase().length - lower.length) <= close)
    .map((candidate) => ({ candidate, d: distance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.d - b.d)[0];
  return best && best.d <= close ? ` (did you mean "${best.candidate}"?)` : '';
}
