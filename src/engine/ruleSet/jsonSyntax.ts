// Where a text that JSON.parse refused goes wrong, as a line, a column and a few words: V8's
// messages name an offset only for some mistakes (and never a line), so a rule file's syntax error
// is found again here by a small scanner of the JSON grammar. It also finds what JSON.parse takes
// silently: a field given twice in one object, of which JSON.parse keeps the last.
import { quoted, visible } from '../../text/visible.js';

export interface JsonSyntaxError {
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
  /** What was wrong there: "expected ',' or '}'", or "tableau.piles: given twice in one object …". */
  words: string;
}

/** Deeper than any rule file goes; it keeps the scanner's recursion short. */
const MAX_DEPTH = 100;

class Stop {
  constructor(
    readonly at: number,
    readonly words: string,
  ) {}
}

/** The first syntax error of `text`, or its first field given twice; undefined when it has neither. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  const stop = (words: string): never => {
    throw new Stop(at, at >= text.length ? `${words}, but the file ends` : `${words}, not ${visible(JSON.stringify(text[at]))}`);
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const VALUE = 'expected a value (an object, a list, a string, a number, true, false or null)';
  const literal = (word: string) => {
    if (!text.startsWith(word, at)) stop(VALUE);
    at += word.length;
  };
  const string = () => {
    at++; // the opening quote
    for (;;) {
      if (at >= text.length) stop('expected the closing " of a string');
      const char = text[at]!;
      if (char === '"') break;
      if (char < ' ') stop('a line break or control character inside a string (write \\n)');
      if (char === '\\') {
        at++;
        if (text[at] === 'u') {
          at++;
          for (let i = 0; i < 4; i++, at++) if (!/[0-9a-fA-F]/.test(text[at] ?? '')) stop('expected four hex digits after \\u');
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[at] ?? '')) stop('expected an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)');
      }
      at++;
    }
    at++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match) stop('expected a number');
    at += match![0].length;
  };
  let depth = 0;
  const nested = (read: () => void) => {
    if (++depth > MAX_DEPTH) stop(`nested more than ${MAX_DEPTH} deep`);
    read();
    depth--;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') return nested(object);
    if (char === '[') return nested(array);
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    stop(VALUE);
  };
  /** The items of an object or a list, from its opening character to `close`. */
  const items = (close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[at] === close) break;
      if (text[at] !== ',') stop(`expected ',' or '${close}'`);
      at++;
    }
    at++;
  };
  /** The field names of the objects the scanner is inside, outermost first. */
  const path: string[] = [];
  const member = (seen: Set<string>) => {
    space();
    if (text[at] !== '"') stop('expected a field name in double quotes');
    const start = at;
    string();
    const name = JSON.parse(text.slice(start, at)) as string;
    if (seen.has(name)) throw new Stop(start, `${quoted([...path, name].join('.'))}: given twice in one object (only one may be)`);
    seen.add(name);
    space();
    if (text[at] !== ':') stop("expected ':' after the field name");
    at++;
    path.push(name);
    value();
    path.pop();
  };
  const object = () => {
    const seen = new Set<string>();
    items('}', () => member(seen));
  };
  const array = () => items(']', value);
  try {
    value();
    space();
    if (at < text.length) stop('expected the end of the file after the value');
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.at).split('\n');
    return { line: before.length, column: [...before.at(-1)!].length + 1, words: error.words };
  }
}
