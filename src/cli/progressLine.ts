// The progress line of `leaves solve` on a terminal: one line on stderr, rewritten in place with a
// turning spinner so that a long wait shows the work goes on, and cleared before anything else is
// written (a result written after it would be glued to its text). It may wait a moment before it
// first shows: most single deals are solved sooner.
import { SPINNER_FRAME_MS, spinnerFrame } from '../text/spinner.js';

const CLEAR_LINE = '\r\x1b[K';

export class ProgressLine {
  private shown = false;
  private turn = 0;
  private readonly started = performance.now();
  private readonly timer: NodeJS.Timeout;

  /** `text` is read at each redraw, so it may count time; nothing shows before `showAfterMs`. */
  constructor(private readonly stream: NodeJS.WriteStream, private text: () => string, private readonly showAfterMs = 0) {
    this.timer = setInterval(() => this.draw(), SPINNER_FRAME_MS);
  }

  /** Shows new text now (once the first moments are over). */
  update(text: () => string = this.text): void {
    this.text = text;
    this.draw();
  }

  /** Takes the line off the screen; the next redraw puts it back. */
  clear(): void {
    if (!this.shown) return;
    this.stream.write(CLEAR_LINE);
    this.shown = false;
  }

  /** Stops redrawing and takes the line off the screen. */
  end(): void {
    clearInterval(this.timer);
    this.clear();
  }

  private draw(): void {
    if (performance.now() - this.started < this.showAfterMs) return;
    // Kept to one row: a line that wrapped could not be taken back with a carriage return.
    const width = Math.max(1, (this.stream.columns || 80) - 1);
    const line = `${this.text()} ${spinnerFrame(this.turn++)}`;
    this.stream.write(CLEAR_LINE + [...line].slice(-width).join(''));
    this.shown = true;
  }
}
