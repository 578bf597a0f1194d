// Text that came from outside Leaves (a share code, a rule file, the save file) made safe to show
// in a terminal: a control character would act on it instead of being read (ESC ] 52 sets the
// clipboard, ESC ] 0 the window title, ESC [ 2 J clears the screen, a bidi override turns the
// rest of the line round), so each is written out as an escape a player can read (\x1b, \u202e).
// A line quoting such text quotes it cut short, so a message stays one line of sane length.

/**
 * The characters that act on a terminal instead of being shown: C0 controls, DEL, C1 controls,
 * the line and paragraph separators, and the bidi embeddings, overrides and isolates. As the
 * body of a regular expression's character class (JSON Schema's `pattern` takes it too).
 */
export const CONTROL_CLASS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

const CONTROL = new RegExp(`[${CONTROL_CLASS}]`);
const CONTROLS = new RegExp(`[${CONTROL_CLASS}]`, 'g');

/** Whether the text holds a character that would act on the terminal. */
export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

/** One control character as a reader sees it: \x1b below U+0100, \u202e above. */
function escaped(char: string): string {
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The text with every control character written out (\x1b, \u202e); other text as it is. */
export function visible(text: string): string {
  return hasControl(text) ? text.replace(CONTROLS, escaped) : text;
}

/** How many characters of outside text a message quotes at most. */
export const QUOTED_MAX = 60;

/**
 * The text as a message quotes it: made visible, and cut to at most `max` characters with an
 * ellipsis. Only the part shown is read, so a text of millions of characters costs no more.
 */
export function quoted(text: string, max = QUOTED_MAX): string {
  const pieces: string[] = [];
  let length = 0;
  for (const char of text) {
    const piece = visible(char);
    if (length + piece.length > max) {
      // The ellipsis takes the place of the last pieces, whole, that leave it no room.
      while (length > max - 1) length -= pieces.pop()!.length;
      return `${pieces.join('')}…`;
    }
    pieces.push(piece);
    length += piece.length;
  }
  return pieces.join('');
}
