// What one whole key sequence means, as Ink's `Key` and the text it types: a character or control
// byte, Alt (ESC before a key), the CSI and SS3 forms of arrows, Home, End, Page Up/Down, Delete
// and the function keys (with any modifier), and the forms that spell a key by its code (xterm's
// modifyOtherKeys ESC [ 27 ; m ; code ~, and CSI u). The tokenizer (terminalInput.ts) cuts the
// input into sequences; a sequence that names no key here (a report, a response, a key of a mode
// Leaves never turns on) means nothing.
//
// A key typed with Ctrl, Alt or Super has no text, so no chord plays the key it is typed on (Ctrl+0
// is not column 10, Alt+n does not deal): only Ctrl with a letter keeps its letter, with `ctrl`
// set, as Ink gives it (the key table reads Ctrl+C, Ctrl+Z). Named keys stay themselves with any
// modifier (Ctrl+← is ←).
import type { Key } from 'ink';

export interface KeyPress {
  /** The text the key types ('' for none: a named key, a chord). */
  input: string;
  key: Key;
}

const NO_KEY: Key = {
  upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false,
  home: false, end: false, return: false, escape: false, ctrl: false, shift: false, tab: false,
  backspace: false, delete: false, meta: false, super: false, hyper: false, capsLock: false, numLock: false,
};

const press = (input: string, flags: Partial<Key> = {}): KeyPress => ({ input, key: { ...NO_KEY, ...flags } });

/** The key named by a CSI or SS3 final byte (after ESC [ 1 ; m or ESC O). */
const BY_FINAL: Record<string, Partial<Key>> = {
  A: { upArrow: true }, B: { downArrow: true }, C: { rightArrow: true }, D: { leftArrow: true },
  H: { home: true }, F: { end: true },
  // The keypad's 5 (E), F1-F4 (P-S): keys without a meaning in Leaves.
  E: {}, P: {}, Q: {}, R: {}, S: {},
};

/** The key named by the number of ESC [ n ~ (vt220 and rxvt). */
const BY_NUMBER: Record<number, Partial<Key>> = {
  1: { home: true }, 7: { home: true }, 4: { end: true }, 8: { end: true },
  2: {}, 3: { delete: true }, 5: { pageUp: true }, 6: { pageDown: true },
  // F1-F12
  11: {}, 12: {}, 13: {}, 14: {}, 15: {}, 17: {}, 18: {}, 19: {}, 20: {}, 21: {}, 23: {}, 24: {},
};

/** Modifier flags from xterm's modifier parameter (1 + Shift 1, Alt 2, Ctrl 4, Meta 8). */
function modifiers(parameter: number): Partial<Key> {
  const bits = Number.isInteger(parameter) && parameter >= 1 ? parameter - 1 : 0;
  return { shift: (bits & 1) !== 0, meta: (bits & 2) !== 0, ctrl: (bits & 4) !== 0, super: (bits & 8) !== 0 };
}

/** A printable character, or a C0 control byte as the key that sends it. */
export function characterKey(char: string): KeyPress {
  const code = char.codePointAt(0)!;
  if (char === '\r') return press('', { return: true });
  if (char === '\t') return press('', { tab: true });
  if (char === '\x7f' || char === '\b') return press('', { backspace: true });
  if (char === '\x1b') return press('', { escape: true });
  // Ctrl with a letter (0x01-0x1a); Ctrl+Space and Ctrl with \ ] ^ _ have no letter.
  if (code >= 0x01 && code <= 0x1a) return press(String.fromCharCode(code + 0x60), { ctrl: true });
  if (code < 0x20) return press('', { ctrl: true });
  return press(char, { shift: /^[A-Z]$/.test(char) });
}

/** Alt with a key: ESC then the key's byte (the terminal's "meta sends escape"). */
export function withAlt({ key }: KeyPress): KeyPress {
  return { input: '', key: { ...key, meta: true } };
}

/** The key a code and modifiers spell (modifyOtherKeys and CSI u): a chord has no text but Ctrl's letter. */
function codedKey(code: number, modifierParameter: number, text?: string): KeyPress | undefined {
  if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) return undefined;
  const flags = modifiers(modifierParameter);
  const named = code === 13 ? { return: true } : code === 9 ? { tab: true } : code === 27 ? { escape: true } : code === 127 || code === 8 ? { backspace: true } : undefined;
  if (named) return press('', { ...flags, ...named });
  // Below 32 a code is a control byte; kitty's functional keys (the keypad, media keys) lie in
  // the private use area from 57344: keys with no text.
  if (code < 32 || (code >= 0xe000 && code <= 0xf8ff)) return press('', flags);
  const char = String.fromCodePoint(code);
  if (flags.meta || flags.super) return press('', flags);
  if (flags.ctrl) return /^[a-z]$/i.test(char) ? press(char.toLowerCase(), flags) : press('', flags);
  return press(text ?? (flags.shift ? char.toUpperCase() : char), { shift: flags.shift || /^[A-Z]$/.test(char) });
}

/** Numbers of a CSI's ;-separated fields, each field's first :-separated part (NaN when empty). */
function fields(parameters: string): { numbers: number[]; parts: string[][] } {
  const parts = parameters.split(';').map((field) => field.split(':'));
  return { numbers: parts.map((field) => (field[0] === '' ? NaN : Number(field[0]))), parts };
}

/** The key of ESC [ parameters final (no intermediates, no private marker), or undefined. */
export function csiKey(parameters: string, final: string): KeyPress | undefined {
  // The Linux console's F1-F5: ESC [ [ A-E.
  if (parameters === '[') return /^[A-E]$/.test(final) ? press('') : undefined;
  if (!/^[\d;:]*$/.test(parameters)) return undefined;
  const { numbers, parts } = fields(parameters);
  const [first = NaN, second = 1] = numbers;
  if (final === 'Z' && parameters === '') return press('', { tab: true, shift: true });
  if (Object.hasOwn(BY_FINAL, final)) {
    // ESC [ A, or ESC [ 1 ; m A with a modifier; anything else with these finals is a report.
    if (parameters === '') return press('', BY_FINAL[final]);
    if (numbers.length === 2 && first === 1 && Number.isInteger(second)) return press('', { ...modifiers(second), ...BY_FINAL[final] });
    return undefined;
  }
  if (final === '~') {
    if (first === 27 && numbers.length === 3) return codedKey(numbers[2]!, second);
    if (numbers.length > 2 || !Object.hasOwn(BY_NUMBER, first)) return undefined;
    return press('', { ...modifiers(second), ...BY_NUMBER[first] });
  }
  if (final === 'u') {
    // CSI code[:shifted[:base]] ; modifiers[:event] ; text u — a release (event 3) is no key press.
    if (parts[1]?.[1] === '3' || numbers.length > 3) return undefined;
    const text = parts[2]?.map(Number);
    const typed = text && text.every((code) => Number.isInteger(code) && code >= 32 && code <= 0x10ffff) ? String.fromCodePoint(...text) : undefined;
    return codedKey(first, second, typed);
  }
  return undefined;
}

/** The key of ESC O final (the cursor and keypad keys in application mode), or undefined. */
export function ss3Key(parameters: string, final: string): KeyPress | undefined {
  if (final === 'M' && parameters === '') return press('', { return: true });
  if (!Object.hasOwn(BY_FINAL, final) || !/^\d?$/.test(parameters)) return undefined;
  return press('', { ...modifiers(parameters === '' ? 1 : Number(parameters)), ...BY_FINAL[final] });
}
