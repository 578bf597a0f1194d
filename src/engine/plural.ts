// Counting words: "1 move", "3 moves".

/** "1 move", "3 moves". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
