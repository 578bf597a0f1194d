// The terminal's keys and mouse reports, read as the terminal sends them: each read of stdin goes
// whole to an InputReader (input/inputReader.ts: sequences, pastes, bursts), and what it plays
// goes to the handler, in order. Ink's useInput cannot serve: it hands over a read's characters
// in one string with no way to tell one read from the next, and cuts sequences it does not know
// into keys (the digits of ESC [ 27 ; 5 ; 100 ~).
import { useStdin } from 'ink';
import { StringDecoder } from 'node:string_decoder';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ESCAPE_WAIT_MS, InputReader, type PlayedEvent } from '../input/inputReader.js';

export function useTerminalInput(onRead: (events: readonly PlayedEvent[]) => void): void {
  const { stdin, setRawMode } = useStdin();
  const handler = useRef(onRead);
  useLayoutEffect(() => {
    handler.current = onRead;
  });
  useEffect(() => {
    // Raw mode through Ink, which then reads stdin (as UTF-8): every chunk it reads is a 'data' event too.
    setRawMode(true);
    const reader = new InputReader();
    const decoder = new StringDecoder('utf8');
    let escapeWait: NodeJS.Timeout | undefined;
    const play = (events: readonly PlayedEvent[]) => {
      if (events.length > 0) handler.current(events);
    };
    const onData = (data: string | Buffer) => {
      if (escapeWait) clearTimeout(escapeWait);
      escapeWait = undefined;
      play(reader.read(typeof data === 'string' ? data : decoder.write(data), performance.now()));
      // A lone ESC is the Escape key once no more input came for a moment: a read cut in the
      // middle of a sequence (over ssh) brings the rest of it first.
      if (reader.escapePending) {
        escapeWait = setTimeout(() => {
          escapeWait = undefined;
          play(reader.flushEscape());
        }, ESCAPE_WAIT_MS);
      }
    };
    stdin.on('data', onData);
    return () => {
      stdin.off('data', onData);
      if (escapeWait) clearTimeout(escapeWait);
      setRawMode(false);
    };
  }, [stdin, setRawMode]);
}
