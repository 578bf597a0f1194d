// Terminal input cut into events as a terminal's own parser cuts it (ECMA-48, as xterm reads it):
// a printable character or control byte is a key; ESC starts a sequence that ends where its
// grammar says, whatever it holds and however the reads split it:
//   - CSI: ESC [ (or the 8-bit CSI), parameter bytes 0x30-0x3f, intermediate bytes 0x20-0x2f, one
//     final byte 0x40-0x7e. A key (keys.ts), an SGR mouse report (ESC [ < b ; x ; y M/m), the start
//     of a bracketed paste (ESC [ 200 ~), or nothing (a report or response: ESC [ 8 ; 30 ; 100 t).
//     ESC [ M is an X10 mouse report: three more characters, whatever they are.
//   - SS3: ESC O, an optional modifier digit and a final byte (keys in application mode).
//   - Strings: OSC (ESC ]), DCS (ESC P), SOS, PM, APC, up to ST (ESC \) or BEL: nothing.
//   - ESC with intermediates (ESC ( B): nothing. ESC with any other key: that key with Alt.
// A byte no sequence may hold (a control byte, ESC, a non-ASCII character) cuts the sequence off
// as nothing and is read again on its own (CAN and SUB only cut it off), so digits inside a
// sequence are never keys. A bracketed paste is swallowed whole up to ESC [ 201 ~, across reads
// and however large, keeping nothing but how far into the end marker it is.
//
// A lone ESC at the end of a read may be the Escape key or a sequence cut by the read: the caller
// asks for it (flushEscape) once no more input came for a moment. A read after it that goes on
// with [ or O and more was the rest of its sequence after all: that sequence means nothing (the
// ESC has played), until the caller says it is too late for that (forgetEscape). Anything else
// left open waits for the next read; cutOff() drops it (the reader calls it after a quiet moment).
import type { Key } from 'ink';
import { sgrReport, x10Report, type MouseReport } from '../terminal/mouse.js';
import { characterKey, csiKey, ss3Key, withAlt, type KeyPress } from './keys.js';

export type InputEvent =
  /** A key: the whole sequence that sent it, and what it means (as Ink's useInput gives it). */
  | { kind: 'key'; sequence: string; input: string; key: Key }
  | { kind: 'mouse'; report: MouseReport }
  /** The read held (part of) a bracketed paste, whose text is dropped. */
  | { kind: 'paste' };

/** Bracketed paste on (the terminal wraps a paste in ESC [ 200 ~ … ESC [ 201 ~), and off again. */
export const PASTE_ON = '\x1b[?2004h';
export const PASTE_OFF = '\x1b[?2004l';
const PASTE_START = '200';
const PASTE_END = '\x1b[201~';

const ESC = '\x1b';
const BEL = '\x07';
const CAN = '\x18';
const SUB = '\x1a';
/** The 8-bit forms of CSI, SS3, ST and of the string introducers DCS, SOS, OSC, PM and APC. */
const C1_CSI = '\x9b';
const C1_SS3 = '\x8f';
const C1_ST = '\x9c';
const C1_STRINGS = new Set(['\x90', '\x98', '\x9d', '\x9e', '\x9f']);
const STRING_INTRODUCERS = new Set([']', 'P', 'X', '^', '_']);
/** A sequence longer than this is read to its end but means nothing (no key is that long). */
const MAX_SEQUENCE = 64;

type State = 'ground' | 'escape' | 'escapeIntermediate' | 'csi' | 'ss3' | 'x10' | 'string' | 'stringEscape' | 'paste';

const inRange = (char: string, low: number, high: number) => {
  const code = char.codePointAt(0)!;
  return code >= low && code <= high;
};
const isParameter = (char: string) => inRange(char, 0x30, 0x3f);
const isIntermediate = (char: string) => inRange(char, 0x20, 0x2f);
const isFinal = (char: string) => inRange(char, 0x40, 0x7e);

export class TerminalInput {
  private state: State = 'ground';
  /** The sequence read so far (up to MAX_SEQUENCE characters). */
  private sequence = '';
  /** The sequence is too long or malformed: it is read to its end and means nothing. */
  private meaningless = false;
  /** An ESC came before the sequence: Alt. */
  private alt = false;
  private parameters = '';
  private intermediates = '';
  /** The characters of an X10 mouse report read so far. */
  private x10: string[] = [];
  /** How many characters of PASTE_END the paste has shown last. */
  private endMatched = 0;
  private events: InputEvent[] = [];
  private pasted = false;
  /** The last read ended on a lone ESC, which flushEscape gave as the Escape key. */
  private escapeTaken = false;
  /** The sequence being read is the rest of one whose ESC played as the Escape key: its key or click is dropped. */
  private silenced = false;

  /** The events that `text` (one read) completes, in order. */
  push(text: string): InputEvent[] {
    this.events = [];
    this.pasted = false;
    if (this.escapeTaken && text.length > 1 && (text.startsWith('[') || text.startsWith('O'))) {
      this.begin('escape', ESC);
      this.silenced = true;
    }
    this.escapeTaken = false;
    for (const char of text) {
      this.feed(char);
      if (this.state === 'ground') this.silenced = false;
    }
    return this.events;
  }

  /** Whether the read ended on a lone ESC (or ESC ESC), which flushEscape reads as the Escape key. */
  get escapePending(): boolean {
    return this.state === 'escape';
  }

  /** The Escape key the last read ended on, once no sequence followed it; else nothing. */
  flushEscape(): InputEvent[] {
    if (this.state !== 'escape') return [];
    const escape = characterKey(ESC);
    const event = this.keyEvent(this.alt ? withAlt(escape) : escape);
    this.state = 'ground';
    this.escapeTaken = true;
    return [event];
  }

  /** The Escape key given by flushEscape is too long ago for a read to be the rest of its sequence. */
  forgetEscape(): void {
    this.escapeTaken = false;
  }

  /** Drops whatever the last read left open (a sequence, a paste whose end never came). */
  cutOff(): void {
    this.state = 'ground';
    this.silenced = false;
  }

  private feed(char: string): void {
    switch (this.state) {
      case 'ground':
        return this.ground(char);
      case 'escape':
        return this.escape(char);
      case 'escapeIntermediate':
        if (isIntermediate(char)) return;
        if (inRange(char, 0x30, 0x7e)) return this.end();
        return this.cutAndReread(char);
      case 'csi':
        return this.csi(char);
      case 'ss3':
        return this.ss3(char);
      case 'x10':
        return this.x10Byte(char);
      case 'string':
        if (char === BEL || char === C1_ST || char === CAN || char === SUB) return this.end();
        if (char === ESC) this.state = 'stringEscape';
        return;
      case 'stringEscape':
        if (char === '\\') return this.end();
        // An ESC that is not ST ends the string and starts a sequence of its own.
        this.begin('escape', ESC);
        return this.escape(char);
      case 'paste':
        return this.pasteByte(char);
    }
  }

  private ground(char: string): void {
    if (char === ESC) return this.begin('escape', char);
    if (char === C1_CSI) return this.begin('csi', char);
    if (char === C1_SS3) return this.begin('ss3', char);
    if (C1_STRINGS.has(char)) return this.begin('string', char);
    // Other C1 controls are no keys.
    if (inRange(char, 0x80, 0x9f)) return;
    this.sequence = char;
    this.emitKey(characterKey(char));
  }

  private escape(char: string): void {
    this.append(char);
    if (char === '[') return this.enter('csi');
    if (char === 'O') return this.enter('ss3');
    if (STRING_INTRODUCERS.has(char)) return this.enter('string');
    if (isIntermediate(char)) return this.enter('escapeIntermediate');
    if (char === ESC) {
      // ESC ESC: Alt with what follows (a key, or a sequence: ESC ESC [ A is Alt+↑).
      this.alt = true;
      return;
    }
    this.state = 'ground';
    this.emitKey(withAlt(characterKey(char)));
  }

  private csi(char: string): void {
    if (char === ESC) return this.cutAndReread(char);
    if (char === CAN || char === SUB) return this.end();
    // The Linux console's function keys: ESC [ [ A.
    if (char === '[' && this.sequence.endsWith('[') && this.parameters === '' && this.intermediates === '') {
      this.append(char);
      this.parameters = '[';
      return;
    }
    if (isParameter(char)) {
      // Parameters after intermediates make a malformed sequence, read to its end as nothing.
      if (this.intermediates !== '') this.meaningless = true;
      this.parameters += char;
      return this.append(char);
    }
    if (isIntermediate(char)) {
      this.intermediates += char;
      return this.append(char);
    }
    if (!isFinal(char)) return this.cutAndReread(char);
    this.append(char);
    this.state = 'ground';
    if (this.meaningless) return;
    const { parameters, intermediates } = this;
    if (intermediates !== '') return;
    if (parameters === '' && char === 'M') return this.enter('x10');
    if (char === '~' && parameters === PASTE_START) {
      this.notePaste();
      this.endMatched = 0;
      return this.enter('paste');
    }
    // An end marker with no paste open: the end of a paste that was cut off.
    if (char === '~' && parameters === '201') return this.notePaste();
    if (parameters.startsWith('<')) {
      const report = sgrReport(parameters, char);
      if (report) this.emitMouse(report);
      return;
    }
    const key = csiKey(parameters, char);
    if (key) this.emitKey(this.alt ? withAlt(key) : key);
  }

  private ss3(char: string): void {
    if (inRange(char, 0x30, 0x39) && this.parameters.length < 2) {
      this.parameters += char;
      return this.append(char);
    }
    if (!isFinal(char)) return this.cutAndReread(char);
    this.append(char);
    this.state = 'ground';
    const key = ss3Key(this.parameters, char);
    if (key) this.emitKey(this.alt ? withAlt(key) : key);
  }

  private x10Byte(char: string): void {
    this.x10.push(char);
    this.append(char);
    if (this.x10.length < 3) return;
    this.state = 'ground';
    const report = x10Report(this.x10.join(''));
    if (report) this.emitMouse(report);
  }

  private pasteByte(char: string): void {
    this.notePaste();
    if (char === PASTE_END[this.endMatched]) {
      this.endMatched++;
      if (this.endMatched === PASTE_END.length) this.state = 'ground';
    } else {
      this.endMatched = char === ESC ? 1 : 0;
    }
  }

  /** Starts a sequence with its introducer (ESC, or an 8-bit C1 control). */
  private begin(state: State, introducer: string): void {
    this.sequence = introducer;
    this.meaningless = false;
    this.alt = false;
    this.enter(state);
  }

  private enter(state: State): void {
    this.state = state;
    this.parameters = '';
    this.intermediates = '';
    this.x10 = [];
  }

  private append(char: string): void {
    if (this.sequence.length + char.length > MAX_SEQUENCE) this.meaningless = true;
    else this.sequence += char;
  }

  /** The sequence ends here and means nothing. */
  private end(): void {
    this.state = 'ground';
  }

  /** The sequence is cut off by a character it may not hold, which is then read on its own. */
  private cutAndReread(char: string): void {
    this.state = 'ground';
    this.silenced = false;
    this.ground(char);
  }

  /** One paste event in a read that holds any of a paste, where the paste shows first. */
  private notePaste(): void {
    if (this.pasted) return;
    this.pasted = true;
    this.events.push({ kind: 'paste' });
  }

  private keyEvent({ input, key }: KeyPress): InputEvent {
    return { kind: 'key', sequence: this.sequence, input, key };
  }

  private emitKey(press: KeyPress): void {
    if (!this.silenced) this.events.push(this.keyEvent(press));
  }

  private emitMouse(report: MouseReport): void {
    if (!this.silenced) this.events.push({ kind: 'mouse', report });
  }
}
