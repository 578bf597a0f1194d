// Packs pieces of text into lines of at most `width` characters: words of a message, or the
// header's facts; a piece never breaks, and one longer than a whole line is cut.

/** A piece of text, and what goes before it when it follows another on the same line. */
export interface Piece {
  text: string;
  before: string;
}

export function packPieces(pieces: readonly Piece[], width: number): string[] {
  const lines: string[] = [];
  for (const { text, before } of pieces) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + before.length + text.length <= width) lines[lines.length - 1] = last + before + text;
    else lines.push(text.slice(0, Math.max(1, width)));
  }
  return lines;
}

export function packLines(pieces: readonly string[], separator: string, width: number): string[] {
  return packPieces(pieces.map((text) => ({ text, before: separator })), width);
}

/** Text broken at spaces into lines of at most `width` characters. */
export function wrapWords(text: string, width: number): string[] {
  return packLines(text.split(' '), ' ', width);
}
