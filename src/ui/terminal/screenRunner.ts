// The terminal as the screens share it: the alternate screen entered once for them all (again only
// when the mouse setting changes), and one Ink app at a time drawn on it, each through its own
// FrameScreen (which draws its first frame whole, over whatever the screen before left).
import type { ReactElement } from 'react';
import { render } from 'ink';
import { FrameScreen } from './frameScreen.js';
import { enterGameScreen, type GameScreen } from './terminal.js';

export class ScreenRunner {
  /** `unsaved`: what the last save could not keep, in one line (said when a signal ends the game). */
  constructor(private readonly unsaved: () => string | undefined = () => undefined) {}

  private screen: GameScreen | undefined;
  private mouse = false;
  private app: ReturnType<typeof render> | undefined;
  private frames: FrameScreen | undefined;

  /** Whether the alternate screen is taken (text written now would land on it). */
  get entered(): boolean {
    return this.screen !== undefined;
  }

  /** The screen's Ctrl+Z (for the game screen). */
  get suspender(): GameScreen | undefined {
    return this.screen;
  }

  /** Takes the screen, with mouse reports on or off; a change of the mouse takes it again. */
  enter(mouse: boolean): void {
    if (this.screen && this.mouse === mouse) return;
    this.screen?.restore();
    this.mouse = mouse;
    this.screen = enterGameScreen(process.stdout, () => {
      this.app?.unmount();
      return this.unsaved();
    }, mouse, () => this.frames?.repaint());
  }

  /** Draws `element` until it exits. */
  async show(element: ReactElement, afterFirstFrame: () => void = () => undefined): Promise<void> {
    const frames = new FrameScreen(process.stdout);
    this.frames = frames;
    try {
      this.app = render(element, {
        // Ink's debug mode writes each frame whole, unthrottled (each key's effect drawn at once);
        // FrameScreen draws only the rows that changed.
        stdout: frames as unknown as NodeJS.WriteStream,
        debug: true,
        exitOnCtrlC: false,
        patchConsole: false,
      });
      afterFirstFrame(); // render() draws the first frame before returning
      await this.app.waitUntilExit();
    } finally {
      this.app?.unmount();
      this.app = undefined;
      frames.dispose();
    }
  }

  /** Gives the terminal back (safe to call more than once). */
  restore(): void {
    this.screen?.restore();
    this.screen = undefined;
  }
}
