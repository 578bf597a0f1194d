// The terminal's keys and mouse reports, read as the terminal sends them: each read of stdin goes
// whole to an InputReader (input/inputReader.ts: sequences, pastes, bursts), and what it plays
// goes to the handler, in order. Ink's useInput cannot serve: it hands over a read's characters
// in one string with no way to tell one read from the next, and cuts sequences it does not know
// into keys (the digits of ESC [ 27 ; 5 ; 100 ~).
import { useStdin } from 'ink';
import { StringDecoder } from 'node:string_decoder';
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { ESCAPE_WAIT_MS, InputReader, type PlayedEvent } from '../input/inputReader.js';

/**
 * How long a lone ESC waits for the rest of its sequence. 0: until the input already waiting has
 * been read (the next turn of the event loop), for UI tests, whose fake terminal never cuts a read.
 */
export const EscapeWaitContext = createContext(ESCAPE_WAIT_MS);

/** `takesText`: whether the screen takes text now (a find box), so a fast typed name is typing, not a paste. */
export function useTerminalInput(onRead: (events: readonly PlayedEvent[]) => void, takesText: () => boolean = () => false): void {
  const { stdin, setRawMode } = useStdin();
  const escapeWaitMs = useContext(EscapeWaitContext);
  const handler = useRef(onRead);
  const text = useRef(takesText);
  useLayoutEffect(() => {
    handler.current = onRead;
    text.current = takesText;
  });
  useEffect(() => {
    // Raw mode through Ink, which then reads stdin (as UTF-8): every chunk it reads is a 'data' event too.
    setRawMode(true);
    const reader = new InputReader();
    const decoder = new StringDecoder('utf8');
    let stopWait: (() => void) | undefined;
    const play = (events: readonly PlayedEvent[]) => {
      if (events.length > 0) handler.current(events);
    };
    const flush = () => {
      stopWait = undefined;
      play(reader.flushEscape());
    };
    const onData = (data: string | Buffer) => {
      stopWait?.();
      stopWait = undefined;
      play(reader.read(typeof data === 'string' ? data : decoder.write(data), performance.now(), text.current()));
      // A lone ESC is the Escape key once no more input came for a moment: a read cut in the
      // middle of a sequence (over ssh) brings the rest of it first.
      if (reader.escapePending) {
        if (escapeWaitMs === 0) {
          const wait = setImmediate(flush);
          stopWait = () => clearImmediate(wait);
        } else {
          const wait = setTimeout(flush, escapeWaitMs);
          stopWait = () => clearTimeout(wait);
        }
      }
    };
    stdin.on('data', onData);
    return () => {
      stdin.off('data', onData);
      stopWait?.();
      setRawMode(false);
    };
  }, [stdin, setRawMode, escapeWaitMs]);
}
