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
//   - A burst goes on while reads follow less than BURST_GAP_MS after the last read judged a
//     burst (a large paste comes in many reads, the last of them small), and none of them plays.
//     The reads behind a burst are judged together, as one read: more of a paste in small reads
//     makes a burst of its own and goes on with it, while a key held at its usual speed does not,
//     and plays once the burst is BURST_GAP_MS behind it.
//   - A lone ESC at the end of a read waits ESCAPE_WAIT_MS for the rest of its sequence (a read
//     cut in two, over ssh), then is the Escape key. A read that comes later still, within
//     ESCAPE_TAIL_MS, and goes on with [ or O and more is the rest of that sequence: it plays
//     nothing (nobody types [ or O and another key in one read right after Escape).
//   - A sequence or a paste left open for CUT_OFF_MS (its end lost) is dropped, so that a stray
//     ESC [ 200 ~ cannot swallow the keys after it for longer than that.
//   - Mouse reports do not count as keys; they play with the read they come in.
//   - Where the screen takes text (the home's find box), a read of printable characters alone is
//     typing, however many: a name typed fast comes in one read, and text typed or pasted there
//     only finds. A read with any other key in it (Enter, an arrow) is judged as above.
// The caller plays a read's events in order, and stops after a key that asks a question or
// answers one (so the keys that came with it never answer it: "ny" in one read asks and keeps
// the game; nor do they play in the game the answer deals).
import { TerminalInput, type InputEvent } from './terminalInput.js';
import { hasControl } from '../../text/visible.js';

const MAX_RUNS = 3;
/** A held key repeats about thirty times a second: a read holding more waited over a second. */
export const MAX_KEYS = 32;
export const BURST_GAP_MS = 200;
export const CUT_OFF_MS = 500;
/** About what other programs that read keys wait for the rest of a sequence after ESC. */
export const ESCAPE_WAIT_MS = 50;
export const ESCAPE_TAIL_MS = 1_000;

/** What a read may play: keys and mouse reports (a paste never plays). */
export type PlayedEvent = Exclude<InputEvent, { kind: 'paste' }>;

/** The keys of reads judged together: how many, in how many runs of one key, the last key. */
interface Tally {
  keys: number;
  runs: number;
  last?: string;
}

const NO_KEYS: Tally = { keys: 0, runs: 0 };

/** The tally with a read's events added; undefined when they hold a paste (a burst whatever the count). */
function counted(tally: Tally, events: readonly InputEvent[], pendingKey: boolean): Tally | undefined {
  let { keys, runs, last } = tally;
  for (const event of events) {
    if (event.kind === 'paste') return undefined;
    if (event.kind !== 'key') continue;
    keys++;
    if (event.sequence !== last) runs++;
    last = event.sequence;
  }
  // A lone ESC at the end counts as the key it may turn out to be.
  if (pendingKey) return { keys: keys + 1, runs: runs + 1, last: '\x1b' };
  return { keys, runs, last };
}

const isBurst = (tally: Tally) => tally.keys > MAX_KEYS || tally.runs > MAX_RUNS;

/** A key that types one printable character (no control character, no sequence). */
const typesText = (event: InputEvent): event is Extract<InputEvent, { kind: 'key' }> =>
  event.kind === 'key' && [...event.sequence].length === 1 && !hasControl(event.sequence);

export class InputReader {
  private readonly input = new TerminalInput();
  private lastReadAt = -Infinity;
  /** When the last read judged a burst (alone, or with the reads behind the one before) came. */
  private burstAt = -Infinity;
  /** The reads since that burst, judged together. */
  private behind: Tally = NO_KEYS;
  private burst = false;

  /**
   * What one read, arriving at `now` (milliseconds, monotonic), plays; `takesText`: the screen
   * takes text now (see the rule above).
   */
  read(text: string, now: number, takesText = false): PlayedEvent[] {
    if (now - this.lastReadAt >= CUT_OFF_MS) this.input.cutOff();
    if (now - this.lastReadAt >= ESCAPE_TAIL_MS) this.input.forgetEscape();
    this.lastReadAt = now;
    const events = this.input.push(text);
    if (takesText && events.length > 0 && events.every(typesText) && !this.input.escapePending) {
      this.burst = false;
      return events;
    }
    const behindBurst = now - this.burstAt < BURST_GAP_MS;
    const tally = counted(behindBurst ? this.behind : NO_KEYS, events, this.input.escapePending);
    if (tally && !isBurst(tally)) {
      this.behind = tally;
    } else {
      this.burstAt = now;
      this.behind = NO_KEYS;
    }
    this.burst = behindBurst || this.burstAt === now;
    return this.burst ? [] : events.filter((event): event is PlayedEvent => event.kind !== 'paste');
  }

  /** Whether the last read ended on a lone ESC: call flushEscape once ESCAPE_WAIT_MS passed with no more input. */
  get escapePending(): boolean {
    return this.input.escapePending;
  }

  /** The Escape key the last read ended on (nothing if that read was a burst). */
  flushEscape(): PlayedEvent[] {
    const events = this.input.flushEscape() as PlayedEvent[];
    return this.burst ? [] : events;
  }
}
