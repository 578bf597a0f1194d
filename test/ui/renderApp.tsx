// Renders the game screen into a fake terminal of a chosen size, for UI tests: keys go in as the
// bytes a terminal sends, frames come out as text (chalk adds no colour outside a TTY).
import { EventEmitter } from 'node:events';
import { render } from 'ink';
import { vi } from 'vitest';
import type { Position, Session } from '../../src/engine/session.js';
import { App } from '../../src/ui/App.js';
import { ThemeContext, type Theme } from '../../src/ui/theme.js';
import type { Statistics } from '../../src/store/statistics.js';

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

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

export function renderApp(
  position: Position,
  { columns = 80, rows = 24, notice = null as string | null, vegasTotal = 0, theme = undefined as Theme | undefined, statistics = {} as Statistics } = {},
) {
  const stdout = new FakeStdout(columns, rows);
  const stdin = new FakeStdin();
  const save = vi.fn<(session: Session) => void>();
  const retire = vi.fn<(position: Position) => void>();
  const record = vi.fn<(position: Position, won: boolean) => void>();
  const keeper = { save, retire, record, statistics: () => statistics, vegasTotal: () => vegasTotal };
  const app = <App position={position} notice={notice} keeper={keeper} />;
  const instance = render(theme ? <ThemeContext.Provider value={theme}>{app}</ThemeContext.Provider> : app, {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  return {
    save,
    retire,
    record,
    stdout,
    instance,
    frame: () => stdout.frames[stdout.frames.length - 1] ?? '',
    /**
     * Presses each key in turn, letting the screen settle after each. The first waits until Ink
     * listens to stdin (it starts in an effect after the first frame, later on a loaded machine).
     */
    async press(...keys: string[]) {
      const started = Date.now();
      while (stdin.listenerCount('readable') === 0 && Date.now() - started < 2000) await tick();
      for (const key of keys) {
        stdin.write(key);
        await tick();
      }
    },
    /** Waits until the last frame contains `text` (work done after a frame, like a search). */
    async waitForText(text: string, timeoutMs = 2000) {
      const started = Date.now();
      while (!(stdout.frames[stdout.frames.length - 1] ?? '').includes(text) && Date.now() - started < timeoutMs) await tick();
      return stdout.frames[stdout.frames.length - 1] ?? '';
    },
    async resize(newColumns: number, newRows: number) {
      stdout.resize(newColumns, newRows);
      await tick();
    },
    unmount: () => instance.unmount(),
  };
}
