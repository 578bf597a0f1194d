// One row of the screen rewritten from where it starts to differ: the clock's tick changes the
// end of the header, a move the move log at the end of each row. The text before the change stays
// on the terminal; the rest is written from that column with the colours and styles (SGR codes)
// that are open there. Only done when the unchanged part's width is certain (printable ASCII,
// plain symbols and SGR codes, see fastStringWidth.ts): otherwise the whole row is rewritten.
import { fastWidth } from './fastStringWidth.js';

const ESC = 0x1b;
const CSI = '\x1b[';

/** The SGR codes open after `codes` were applied to `open`, one entry per kind of attribute. */
function applySgr(open: Map<string, string>, params: string): void {
  const codes = params === '' ? ['0'] : params.split(';');
  for (let i = 0; i < codes.length; i++) {
    const code = Number(codes[i]);
    if (code === 38 || code === 48) {
      // Extended colour: 38;5;n or 38;2;r;g;b.
      const length = codes[i + 1] === '5' ? 3 : 5;
      open.set(code === 38 ? 'fg' : 'bg', codes.slice(i, i + length).join(';'));
      i += length - 1;
    } else if (code === 0) open.clear();
    else if (code === 1 || code === 2) open.set(`intensity${code}`, String(code));
    else if (code === 22) {
      open.delete('intensity1');
      open.delete('intensity2');
    } else if ((code >= 30 && code <= 37) || (code >= 90 && code <= 97)) open.set('fg', String(code));
    else if (code === 39) open.delete('fg');
    else if ((code >= 40 && code <= 47) || (code >= 100 && code <= 107)) open.set('bg', String(code));
    else if (code === 49) open.delete('bg');
    else if (code >= 3 && code <= 9) open.set(`style${code}`, String(code));
    else if (code >= 23 && code <= 29) open.delete(`style${code - 20}`);
  }
}

/** The end of the escape sequence starting at `start` (an SGR code: ESC [ digits ; m), or -1. */
function sgrEnd(text: string, start: number): number {
  if (text.charCodeAt(start + 1) !== 0x5b) return -1;
  let end = start + 2;
  while (/[0-9;]/.test(text[end] ?? '')) end++;
  return text[end] === 'm' ? end + 1 : -1;
}

export interface RowChange {
  /** The column the rewrite starts at (0-based). */
  column: number;
  /** What to write there: the open codes, then the rest of the new row. */
  text: string;
}

/**
 * How to turn `old` into `next` from the first column where they differ, or undefined when the
 * part they share is not plain text and SGR codes (its width is not certain).
 */
export function rowChange(old: string, next: string): RowChange | undefined {
  const open = new Map<string, string>();
  let column = 0;
  let at = 0;
  for (;;) {
    if (at >= next.length || next.charCodeAt(at) !== old.charCodeAt(at)) break;
    if (next.charCodeAt(at) === ESC) {
      const end = sgrEnd(next, at);
      if (end < 0) return undefined;
      if (old.slice(at, end) !== next.slice(at, end)) break;
      applySgr(open, next.slice(at + 2, end - 1));
      at = end;
      continue;
    }
    const code = next.codePointAt(at)!;
    const char = String.fromCodePoint(code);
    if (old.slice(at, at + char.length) !== char) break;
    const width = fastWidth(char);
    if (width === undefined) return undefined;
    column += width;
    at += char.length;
  }
  const reopen = open.size > 0 ? `${CSI}${[...open.values()].join(';')}m` : '';
  return { column, text: reopen + next.slice(at) };
}
