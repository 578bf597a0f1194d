// A fast path in front of string-width, which Ink calls for every line of every frame. The bundle
// (scripts/build.mjs) routes Ink's `string-width` imports through `withFastPath`. string-width
// runs every non-ASCII string through Intl.Segmenter and tests each grapheme against
// /^\p{RGI_Emoji}$/v, whose first use costs several ms at start-up. Our screens hold ASCII, SGR
// colour codes and BMP symbols (suits, box drawing, arrows, punctuation) that are each a grapheme
// of their own and as wide as their East Asian Width; strings made only of those are summed here,
// and everything else goes to string-width unchanged. The tests check that both agree on every
// code point in PLAIN_RANGES and on random strings.
import { eastAsianWidth } from 'get-east-asian-width';

type StringWidth = (text: string, options?: object) => number;

/**
 * Code points that are always a grapheme cluster of their own (no marks, joiners, variation
 * selectors, Hangul jamo or regional indicators), visible, and as wide as their East Asian Width.
 */
export const PLAIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00a0, 0x00ac], // Latin-1 punctuation and symbols (U+00AD, the soft hyphen, is invisible)
  [0x00ae, 0x02ff], // Latin-1 letters, Latin Extended, IPA, spacing modifier letters
  [0x0370, 0x0377], // Greek
  [0x037a, 0x037f],
  [0x0384, 0x038a],
  [0x038c, 0x038c],
  [0x038e, 0x03a1],
  [0x03a3, 0x0482], // Greek, Cyrillic (U+0483… are combining marks)
  [0x048a, 0x052f],
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x205e],
  [0x2070, 0x2071],
  [0x2074, 0x208e],
  [0x2090, 0x209c],
  [0x20a0, 0x20c0], // currency
  [0x2100, 0x218b], // letterlike symbols, number forms
  [0x2190, 0x2426], // arrows, mathematical operators, technical, control pictures
  [0x2440, 0x244a],
  [0x2460, 0x2b73], // enclosed alphanumerics, box drawing, blocks, shapes, symbols, dingbats
  [0x2b76, 0x2b95],
  [0x2b97, 0x2bff],
];

/** Per BMP code point: 0 not looked up yet, 1 or 2 its width, 3 not plain. */
const widths = new Uint8Array(0x10000);
const NOT_PLAIN = 3;

function plainWidth(code: number): number {
  let width = widths[code]!;
  if (width === 0) {
    const plain = PLAIN_RANGES.some(([first, last]) => code >= first && code <= last);
    width = plain ? eastAsianWidth(code) : NOT_PLAIN;
    widths[code] = width;
  }
  return width;
}

const isSgrParameter = (code: number) => (code >= 0x30 && code <= 0x39) || code === 0x3b;

/** The width of `text` when it is made of printable ASCII, plain code points and SGR codes; else undefined. */
export function fastWidth(text: string): number | undefined {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code <= 0x7e) {
      width++;
    } else if (code === 0x1b) {
      // An SGR sequence, ESC [ digits and semicolons m, is invisible; any other escape is not ours.
      if (text.charCodeAt(i + 1) !== 0x5b) return undefined;
      let end = i + 2;
      while (isSgrParameter(text.charCodeAt(end))) end++;
      if (text.charCodeAt(end) !== 0x6d) return undefined;
      i = end;
    } else {
      const plain = plainWidth(code);
      if (plain === NOT_PLAIN) return undefined;
      width += plain;
    }
  }
  return width;
}

/** string-width with the fast path in front; options other than the defaults go straight through. */
export function withFastPath(stringWidth: StringWidth): StringWidth {
  return (text, options) => {
    if (typeof text === 'string' && (options === undefined || Object.keys(options).length === 0)) {
      const width = fastWidth(text);
      if (width !== undefined) return width;
    }
    return stringWidth(text, options);
  };
}
