// Which terminal input plays. Each read from the terminal (what arrived together) is cut into
// events (terminalInput.ts) and judged whole, by this rule:
//
//   - A bracketed paste plays nothing, whatever its size and however many reads it takes (the
//     game turns bracketed paste on). A read that holds any of a paste, or one of its markers,
//     is a burst.
//   - A read is typing when its keys make at most MAX_RUNS runs of one key (a key and its
//     repeats: a held arrow sends the same sequence again and again) and number at most
//     MAX_KEYS. Typing plays: a busy moment or a slow link can bring a few keys in one read, and
//     a held key brings many of the same. Anything more (a paste in a terminal without bracketed
//     paste, a script) is a burst and plays nothing: no fingers type four different keys in the
//     time of one read.
//   - A burst goes on while reads follow each other less than BURST_GAP_MS apart (a large paste
//     comes in many reads, the last of them small), and none of them plays.
//   - A sequence or a paste left open for CUT_OFF_MS (its end lost) is dropped, so that a stray
//     ESC [ 200 ~ cannot swallow the keys after it for longer than that.
//   - Mouse reports do not count as keys; they play with the read they come in.
// The caller plays a read's events in order, and stops after a key that asks a question or
// answers one (so the keys that came with it never answer it: "ny" in one read asks and keeps
// the game; nor do they play in the game the answer deals).
import { TerminalInput, type InputEvent } from './terminalInput.js';

const MAX_RUNS = 3;
/** A held key repeats about thirty times a second: a read holding more waited over a second. */
export const MAX_KEYS = 32;
export const BURST_GAP_MS = 200;
export const CUT_OFF_MS = 500;

/** What a read may play: keys and mouse reports (a paste never plays). */
export type PlayedEvent = Exclude<InputEvent, { kind: 'paste' }>;

function isBurst(events: readonly InputEvent[], pendingKey: boolean): boolean {
  let keys = pendingKey ? 1 : 0;
  let runs = keys;
  let last: string | undefined;
  for (const event of events) {
    if (event.kind === 'paste') return true;
    if (event.kind !== 'key') continue;
    keys++;
    if (event.sequence !== last) runs++;
    last = event.sequence;
  }
  return keys > MAX_KEYS || runs > MAX_RUNS;
}

export class InputReader {
  private readonly input = new TerminalInput();
  private lastReadAt = -Infinity;
  private burst = false;

  /** What one read, arriving at `now` (milliseconds, monotonic), plays. */
  read(text: string, now: number): PlayedEvent[] {
    if (now - this.lastReadAt >= CUT_OFF_MS) this.input.cutOff();
    const burstGoesOn = this.burst && now - this.lastReadAt < BURST_GAP_MS;
    this.lastReadAt = now;
    const events = this.input.push(text);
    // A lone ESC at the end counts as the key it may turn out to be.
    this.burst = burstGoesOn || isBurst(events, this.input.escapePending);
    return this.burst ? [] : events.filter((event): event is PlayedEvent => event.kind !== 'paste');
  }

  /** Whether the last read ended on a lone ESC: call flushEscape once no more input waits. */
  get escapePending(): boolean {
    return this.input.escapePending;
  }

  /** The Escape key the last read ended on (nothing if that read was a burst). */
  flushEscape(): PlayedEvent[] {
    const events = this.input.flushEscape() as PlayedEvent[];
    return this.burst ? [] : events;
  }
}
