// Renders the game screen (renderApp), or any other screen (renderScreen), into a fake terminal of a chosen size, for UI tests: keys go in as the
// bytes a terminal sends, frames come out as text (chalk adds no colour outside a TTY).
//
// Ink draws a frame a turn of the event loop after a key, and holds a lone Esc for a turn to tell
// it from an escape sequence (as the app's own input reader does), so a test never reads the frame
// after a fixed wait. A probe rendered beside the app counts the keys Ink hands to useInput (the
// app reads the same write as a 'data' event, in the same turn) and can ask for a frame of its own;
// a frame it asked for after a key was handed over shows that key's effect, whether or not the key
// changed anything.
import { EventEmitter } from 'node:events';
import { render, useInput } from 'ink';
import { useEffect, useState, type ReactElement } from 'react';
import { vi } from 'vitest';
import type { Position, Session } from '../../src/engine/session/session.js';
import { App } from '../../src/ui/App.js';
import { EscapeWaitContext } from '../../src/ui/hooks/useTerminalInput.js';
import type { Preferences } from '../../src/ui/hooks/uiState.js';
import type { Suspender } from '../../src/ui/terminal/terminal.js';
import { makeTheme, ThemeContext, type Theme } from '../../src/ui/board/theme.js';
import type { Statistics } from '../../src/store/statistics.js';
import { waitUntil } from './waitUntil.js';
import { fakeSolver } from './fakeSolver.js';

class FakeStdout extends EventEmitter {
  frames: string[] = [];
  constructor(public columns: number, public rows: number) {
    super();
  }
  write = (frame: string) => {
    this.frames.push(frame);
    return true;
  };
  resize(columns: number, rows: number) {
    this.columns = columns;
    this.rows = rows;
    this.emit('resize');
  }
}

class FakeStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  write(data: string) {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  }
  read = () => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

export const KEYS = {
  left: '\x1b[D', right: '\x1b[C', up: '\x1b[A', down: '\x1b[B', enter: '\r', escape: '\x1b',
} as const;

/** What the probe has seen, shared with the test. */
interface ProbeState {
  /** Set once Ink reads stdin for the probe (and so for the app, whose input effects run first). */
  askForFrame?: (request: number) => void;
  keysHandedOver: number;
  framesAsked: number;
  framesDrawn: number;
}

/** What the probe tells the test: a key handed over, its way to ask for a frame, a frame drawn. */
interface ProbeReports {
  keyHandedOver(): void;
  listening(askForFrame: (request: number) => void): void;
  drawn(request: number): void;
}

function Probe({ reports }: { reports: ProbeReports }) {
  const [request, setRequest] = useState(0);
  useInput(() => reports.keyHandedOver());
  useEffect(() => reports.listening(setRequest), [reports]);
  // Effects run once the frame of this commit has been written, and after the app's own effects
  // (the probe comes after the app), among them the save of a move.
  useEffect(() => reports.drawn(request), [reports, request]);
  return null;
}

export function renderApp(
  position: Position,
  {
    // Without colour unless a test asks for it (chalk writes none here anyway), so no celebration
    // waits for a key after a win.
    columns = 80, rows = 24, notice = null as string | null, carriedTotal = 0, theme = makeTheme({ style: 'unicode', color: false, fourColor: false }) as Theme,
    statistics = {} as Statistics, solver = fakeSolver().factory, // What the solver knows (it sees the hidden cards), unless a test of the fair chance says otherwise.
    preferences = { showOutlook: true, winnableOnly: false, knowledge: true } as Preferences,
    suspender = undefined as Suspender | undefined, mouse = true,
    /** The game the keeper holds as left behind for a new deal or a restart. */
    leftBehind = undefined as Position | undefined,
  } = {},
) {
  const retire = vi.fn<(position: Position) => void>();
  const record = vi.fn<(position: Position, won: boolean) => string | undefined>();
  const updateSettings = vi.fn<(changes: { showOutlook: boolean } | { winnableOnly: boolean } | { knowledge: boolean }) => void>();
  const save = vi.fn<(session: Session) => string | undefined>();
  const leave = vi.fn<(position: Position) => void>();
  const bringBack = vi.fn<(game: string) => void>();
  const replaceSaved = vi.fn<(game: string) => Position | undefined>(() => leftBehind);
  const giveUpLeft = vi.fn<(game: string) => void>();
  const keeper = {
    save, retire, record, replaceSaved, giveUpLeft, statistics: () => statistics, carriedTotal: () => carriedTotal, updateSettings, leave, bringBack, leftBehind: () => leftBehind,
  };
  const app = <App position={position} notice={notice} keeper={keeper} solver={solver} preferences={preferences} suspender={suspender} mouse={mouse} />;
  return { save, retire, leave, bringBack, giveUpLeft, record, updateSettings, ...renderScreen(app, { columns, rows, theme }) };
}

/**
 * Renders any screen of the game into a fake terminal of a chosen size: keys go in as the bytes a
 * terminal sends, frames come out as text.
 */
export function renderScreen(element: ReactElement, { columns = 80, rows = 24, theme = makeTheme({ style: 'unicode', color: false, fourColor: false }) as Theme } = {}) {
  const stdout = new FakeStdout(columns, rows);
  const stdin = new FakeStdin();
  const probe: ProbeState = { keysHandedOver: 0, framesAsked: 0, framesDrawn: 0 };
  const reports: ProbeReports = {
    keyHandedOver: () => probe.keysHandedOver++,
    listening: (askForFrame) => {
      probe.askForFrame = askForFrame;
    },
    drawn: (request) => {
      probe.framesDrawn = request;
    },
  };
  const app = (
    <>
      {element}
      <Probe reports={reports} />
    </>
  );
  const instance = render(
    // Its terminal never cuts a read: a lone Esc is the Escape key on the next turn, as Ink decides.
    <EscapeWaitContext.Provider value={0}>
      <ThemeContext.Provider value={theme}>{app}</ThemeContext.Provider>
    </EscapeWaitContext.Provider>,
    {
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  const frame = () => stdout.frames[stdout.frames.length - 1] ?? '';
  const showFrame = () => `the last frame:\n${frame()}`;
  const listening = () => waitUntil('Ink to read keys', () => probe.askForFrame);

  /** Resolves once a frame drawn after this call is on screen: it shows every update made before. */
  async function drawn(): Promise<string> {
    const ask = await listening();
    const request = ++probe.framesAsked;
    ask(request);
    await waitUntil('a new frame', () => probe.framesDrawn >= request, { state: showFrame });
    return frame();
  }

  return {
    stdout,
    instance,
    frame,
    drawn,
    /**
     * Presses each key in turn: writes it as one read from the terminal, waits until Ink has handed
     * it to the app (a lone Esc only on its next turn, once it knows no sequence follows), then for
     * a frame drawn after it.
     */
    async press(...keys: string[]): Promise<string> {
      for (const key of keys) {
        await listening();
        const handedOver = probe.keysHandedOver;
        stdin.write(key);
        await waitUntil(`the app to read ${JSON.stringify(key)}`, () => probe.keysHandedOver > handedOver, { state: showFrame });
        await drawn();
      }
      return frame();
    },
    /** Waits until the last frame contains `text` (work done after a frame, like a search). */
    async waitForText(text: string): Promise<string> {
      return waitUntil(`a frame showing "${text}"`, () => frame().includes(text) && frame(), { state: showFrame });
    },
    /** Resizes the terminal; resolves once the frame drawn for the new size is on screen. */
    async resize(newColumns: number, newRows: number): Promise<string> {
      stdout.resize(newColumns, newRows);
      return drawn();
    },
    unmount: () => instance.unmount(),
  };
}
