// The tokenizer cuts terminal input as a terminal's parser does: each whole sequence is one event
// or nothing, however the reads split it, and the digits inside a sequence are never keys.
import { describe, expect, it } from 'vitest';
import { TerminalInput, type InputEvent } from '../../src/ui/input/terminalInput.js';

const FLAGS = ['upArrow', 'downArrow', 'leftArrow', 'rightArrow', 'pageDown', 'pageUp', 'home', 'end', 'return', 'escape', 'tab', 'backspace', 'delete', 'ctrl', 'meta', 'shift', 'super'] as const;

/** An event in short: "key d +ctrl", "key  +upArrow" (no text), "mouse 0 11,4 press", "paste". */
function describeEvent(event: InputEvent): string {
  if (event.kind === 'paste') return 'paste';
  if (event.kind === 'mouse') return `mouse ${event.report.button} ${event.report.x},${event.report.y} ${event.report.press ? 'press' : 'release'}`;
  const flags = FLAGS.filter((flag) => event.key[flag]).map((flag) => ` +${flag}`);
  return `key ${event.input}${flags.join('')}`;
}

/** The events of `reads` pushed one after another, then a lone ESC at the end read as the Escape key. */
function events(...reads: string[]): string[] {
  const input = new TerminalInput();
  const all = reads.flatMap((read) => input.push(read));
  return [...all, ...input.flushEscape()].map(describeEvent);
}

/** The sequences the issue found read as keys, and what each must be. */
const SEQUENCES: readonly [string, string, string[]][] = [
  ['modifyOtherKeys Ctrl+D', '\x1b[27;5;100~', ['key d +ctrl']],
  ['modifyOtherKeys Ctrl+0', '\x1b[27;5;48~', ['key  +ctrl']],
  ['an unknown CSI with three parameters', '\x1b[99;99;99X', []],
  ['a window size report', '\x1b[8;30;100t', []],
  ['a lone paste start', '\x1b[200~', ['paste']],
  ['a lone paste end', '\x1b[201~', ['paste']],
  ['an X10 mouse report', '\x1b[M !!', ['mouse 0 0,0 press']],
  ['an SGR mouse press', '\x1b[<0;12;5M', ['mouse 0 11,4 press']],
  ['an SGR mouse release', '\x1b[<0;12;5m', ['mouse 0 11,4 release']],
  ['an SGR report with a field missing', '\x1b[<0;12M', []],
  ['an unknown CSI with Ctrl held', '\x1b[1;5y', []],
  ['a CSI with intermediates', '\x1b[2 q', []],
  ['a private response (device attributes)', '\x1b[?64;1;2c', []],
  ['a mode report', '\x1b[?2004;1$y', []],
  ['focus in', '\x1b[I', []],
  ['a cursor position report', '\x1b[24;80R', []],
  ['an OSC colour reply ended by BEL', '\x1b]11;rgb:0000/0000/0000\x07', []],
  ['an OSC title ended by ST', '\x1b]0;deal 10\x1b\\', []],
  ['a DCS reply', '\x1bP>|xterm(367)\x1b\\', []],
  ['an APC string', '\x1b_Gi=31;OK\x1b\\', []],
  ['a charset designation', '\x1b(B', []],
  ['the 8-bit CSI', '\x9b27;5;100~', ['key d +ctrl']],
  ['an 8-bit OSC', '\x9d0;title 10\x9c', []],
  ['up', '\x1b[A', ['key  +upArrow']],
  ['up in application mode', '\x1bOA', ['key  +upArrow']],
  ['Ctrl+up', '\x1b[1;5A', ['key  +upArrow +ctrl']],
  ['Alt+up, ESC first', '\x1b\x1b[A', ['key  +upArrow +meta']],
  ['Home and End', '\x1b[H\x1b[4~', ['key  +home', 'key  +end']],
  ['Page Up with Shift', '\x1b[5;2~', ['key  +pageUp +shift']],
  ['Delete', '\x1b[3~', ['key  +delete']],
  ['F1 and F5', '\x1bOP\x1b[15~', ['key ', 'key ']],
  ['F10 with Ctrl', '\x1b[21;5~', ['key  +ctrl']],
  ["the Linux console's F1", '\x1b[[A', ['key ']],
  ['Shift+Tab', '\x1b[Z', ['key  +tab +shift']],
  ['keypad Enter', '\x1bOM', ['key  +return']],
  ['CSI u: q', '\x1b[113u', ['key q']],
  ['CSI u: Ctrl+D', '\x1b[100;5u', ['key d +ctrl']],
  ['CSI u: Alt+n', '\x1b[110;3u', ['key  +meta']],
  ['CSI u: Shift+a with its text', '\x1b[97:65;2;65u', ['key A +shift']],
  ['CSI u: a key released', '\x1b[97;1:3u', []],
  ['CSI u: Ctrl+Enter', '\x1b[13;5u', ['key  +return +ctrl']],
  ['modifyOtherKeys Shift+A', '\x1b[27;2;65~', ['key A +shift']],
];

describe('one sequence, one event or nothing', () => {
  for (const [name, sequence, expected] of SEQUENCES) {
    it(`${name}: ${JSON.stringify(sequence)}`, () => {
      expect(events(sequence)).toEqual(expected);
      // The same with a key after it: the sequence ended where its grammar says.
      expect(events(sequence + 'l')).toEqual([...expected, ...(expected.includes('paste') && sequence.includes('200') ? [] : ['key l'])]);
    });
  }

  it('gives the same events however two reads split a sequence', () => {
    for (const [name, sequence, expected] of SEQUENCES) {
      const chars = Array.from(sequence);
      for (let cut = 1; cut < chars.length; cut++) {
        const split = events(chars.slice(0, cut).join(''), chars.slice(cut).join(''));
        // A paste marker cut in two is still the marker; a paste event comes with each read of it.
        expect(split.filter((event) => event !== 'paste'), `${name} cut after ${cut}`).toEqual(expected.filter((event) => event !== 'paste'));
      }
    }
  });

  it('never reads a digit inside a sequence as a key', () => {
    for (const [name, sequence] of SEQUENCES) {
      expect(events(sequence).filter((event) => /^key \d/.test(event)), name).toEqual([]);
    }
  });
});

describe('characters and control bytes', () => {
  it('reads each printable character as its key, a surrogate pair as one', () => {
    expect(events('d5R🂡')).toEqual(['key d', 'key 5', 'key R +shift', 'key 🂡']);
  });

  it('reads Enter, Tab, Backspace, and Ctrl with a letter as that letter with Ctrl', () => {
    expect(events('\r\t\x7f\x04\x1a')).toEqual(['key  +return', 'key  +tab', 'key  +backspace', 'key d +ctrl', 'key z +ctrl']);
  });

  it('Ctrl+Space and Ctrl with \\ ] ^ _ have no text', () => {
    expect(events('\x00\x1c\x1d\x1e\x1f')).toEqual(Array(5).fill('key  +ctrl'));
  });

  it('8-bit controls other than the sequence introducers are nothing', () => {
    expect(events('\x85\x8dl')).toEqual(['key l']);
  });

  it('U+FFFD (a byte that is not UTF-8) is a key of its own, which plays nothing', () => {
    expect(events('\ufffdl')).toEqual(['key \ufffd', 'key l']);
  });
});

describe('Escape and Alt', () => {
  it('a lone ESC waits for the caller, then is the Escape key', () => {
    const input = new TerminalInput();
    expect(input.push('\x1b')).toEqual([]);
    expect(input.escapePending).toBe(true);
    expect(input.flushEscape().map(describeEvent)).toEqual(['key  +escape']);
    expect(input.escapePending).toBe(false);
    expect(input.flushEscape()).toEqual([]);
  });

  it('ESC and a key in one read is that key with Alt, with no text', () => {
    expect(events('\x1bn')).toEqual(['key  +meta']);
    expect(events('\x1b5')).toEqual(['key  +meta']);
    expect(events('\x1b\r')).toEqual(['key  +return +meta']);
  });

  it('an ESC that is the start of a sequence in the next read is not the Escape key', () => {
    expect(events('\x1b', '[A')).toEqual(['key  +upArrow']);
  });
});

describe('sequences cut off', () => {
  it('a control byte or ESC inside a CSI ends it as nothing and is read on its own', () => {
    expect(events('\x1b[12\r')).toEqual(['key  +return']);
    expect(events('\x1b[27;5\x1b[A')).toEqual(['key  +upArrow']);
    expect(events('\x1b[27;5\x1b')).toEqual(['key  +escape']);
  });

  it('CAN and SUB end a CSI and are nothing themselves', () => {
    expect(events('\x1b[12\x18l', '\x1b[1\x1al')).toEqual(['key l', 'key l']);
  });

  it('an ESC inside a string that is not ST ends the string and starts a sequence', () => {
    expect(events('\x1b]0;title\x1b[A')).toEqual(['key  +upArrow']);
  });

  it('a CSI far longer than any key is read to its end and means nothing', () => {
    expect(events(`\x1b[${'5;'.repeat(5_000)}5Xl`)).toEqual(['key l']);
  });

  it('cutOff drops a sequence left open, so the next read starts afresh', () => {
    const input = new TerminalInput();
    expect(input.push('\x1b[27;5;1')).toEqual([]);
    input.cutOff();
    expect(input.push('5').map(describeEvent)).toEqual(['key 5']);
  });
});

describe('bracketed paste', () => {
  it('drops everything between the markers, keys and sequences alike', () => {
    expect(events('\x1b[200~see you anyway\rq\x1b[27;5;100~\x1b[A\x1b[201~l')).toEqual(['paste', 'key l']);
  });

  it('finds the end marker whichever read it is cut across', () => {
    const paste = '\x1b[200~n\x1b[2y\x1b\x1b[20q\x1b[201~l';
    for (let cut = 1; cut < paste.length; cut++) {
      const split = events(paste.slice(0, cut), paste.slice(cut)).filter((event) => event !== 'paste');
      expect(split, `cut after ${cut}`).toEqual(['key l']);
    }
  });

  it('drops a 100 KB paste read 4 KB at a time, a q inside it too, and reads the key after it', () => {
    const text = 'see you anyway q '.repeat(6_000);
    expect(text.length).toBeGreaterThan(100_000);
    const whole = `\x1b[200~${text}\x1b[201~q`;
    const reads: string[] = [];
    for (let at = 0; at < whole.length; at += 4096) reads.push(whole.slice(at, at + 4096));
    const input = new TerminalInput();
    const perRead = reads.map((read) => input.push(read).map(describeEvent));
    expect(perRead.slice(0, -1).every((read) => read.length === 1 && read[0] === 'paste')).toBe(true);
    expect(perRead[perRead.length - 1]).toEqual(['paste', 'key q']);
  });

  it('cutOff ends a paste whose end marker never came', () => {
    const input = new TerminalInput();
    expect(input.push('\x1b[200~abc').map(describeEvent)).toEqual(['paste']);
    expect(input.push('q').map(describeEvent)).toEqual(['paste']);
    input.cutOff();
    expect(input.push('q').map(describeEvent)).toEqual(['key q']);
  });
});

describe('mouse reports', () => {
  it('reads several reports in one read, and keys between them', () => {
    expect(events('\x1b[<0;3;4M\x1b[<0;3;4ml\x1b[M !!')).toEqual(['mouse 0 2,3 press', 'mouse 0 2,3 release', 'key l', 'mouse 0 0,0 press']);
  });

  it('an X10 report takes three characters whatever they are, bytes that are not UTF-8 too', () => {
    expect(events('\x1b[M\ufffd\ufffd\ufffdl')).toEqual(['mouse 65501 65500,65500 press', 'key l']);
    expect(events('\x1b[M 5', '5l')).toEqual(['mouse 0 20,20 press', 'key l']);
  });
});
