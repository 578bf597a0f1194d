// Breaks text at spaces into lines of at most `width` characters (a longer word is cut).
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.slice(0, Math.max(1, width)));
  }
  return lines;
}
