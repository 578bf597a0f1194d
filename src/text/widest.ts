// The length of the longest of some texts, for lining up columns. A loop, not Math.max(...list):
// a spread passes every item as an argument, and a long list (a statistics file with a row for
// each of many rule files) overflows the call stack.

/** The length of the longest text, at least `least` (0 when there are none). */
export function widest(texts: Iterable<string>, least = 0): number {
  let most = least;
  for (const text of texts) if (text.length > most) most = text.length;
  return most;
}
