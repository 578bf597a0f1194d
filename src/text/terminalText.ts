// Text for terminals that may not speak UTF-8: whether the locale says they do, and the ASCII
// spelling of every character Leaves writes otherwise (the ASCII card style's text).

/**
 * Whether the locale names UTF-8: the first of LC_ALL, LC_CTYPE and LANG that is set and not
 * empty decides, as POSIX says; none set is the C locale, which is ASCII. (Windows has no such
 * variables; its terminals are taken at their word.)
 */
export function utf8Locale(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'win32') return true;
  const locale = [env.LC_ALL, env.LC_CTYPE, env.LANG].find((value) => value !== undefined && value !== '');
  return locale !== undefined && /utf-?8/i.test(locale);
}

/** Text for the terminal as it is: as written where the locale is UTF-8, else in ASCII. */
export function forTerminal(text: string): string {
  return utf8Locale() ? text : toAscii(text);
}

const SUIT_LETTERS: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/** Longest first: a pair of arrows in the key bar is one word. */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['←→', 'Left/Right'],
  ['↑↓', 'Up/Down'],
  ['⏎', 'Enter'],
  ['←', '<-'],
  ['→', '->'],
  ['↑', 'Up'],
  ['↓', 'Down'],
  ['…', '...'],
  ['·', '|'],
  ['–', '-'],
  ['—', '-'],
  ['−', '-'],
  ['─', '-'],
  ['×', 'x'],
  ['▒', '#'],
  ['⋮', ':'],
  ['↻', 'o'],
];

const SPELLING = new RegExp(SPELLINGS.map(([from]) => from).join('|'), 'g');
const SPELLED = new Map(SPELLINGS);

/**
 * The text with every character above 127 spelled in ASCII: cards as the ASCII style draws them
 * (10♦ is TD, A♠ is AS), arrows and marks as words or signs, anything else as '?'.
 */
export function toAscii(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return text
    .replace(/(10|[2-9AJQK])([♠♥♦♣])/g, (_, rank: string, suit: string) => (rank === '10' ? 'T' : rank) + SUIT_LETTERS[suit])
    .replace(/[♠♥♦♣]/g, (suit) => SUIT_LETTERS[suit]!)
    .replace(SPELLING, (found) => SPELLED.get(found)!)
    .replace(/[^\x00-\x7f]/gu, '?');
}
