// Packs pieces of text into lines of at most `width` characters: words of a message, or the
// header's facts; a piece never breaks, and one longer than a whole line is cut.
export function packLines(pieces: readonly string[], separator: string, width: number): string[] {
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + separator.length + piece.length <= width) lines[lines.length - 1] = last + separator + piece;
    else lines.push(piece.slice(0, Math.max(1, width)));
  }
  return lines;
}

/** Text broken at spaces into lines of at most `width` characters. */
export function wrapWords(text: string, width: number): string[] {
  return packLines(text.split(' '), ' ', width);
}
