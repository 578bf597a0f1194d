// The spinner shown for work a person waits on, in the game and in `leaves solve`: nothing for
// the first SHOW_AFTER_MS (most waits end sooner), then a turning glyph, a frame every FRAME_MS.

const SPINNER_FRAMES = ['|', '/', '-', '\\'] as const;
export const SPINNER_SHOW_AFTER_MS = 200;
export const SPINNER_FRAME_MS = 100;

/** The glyph of the spinner's `turn`th frame. */
export function spinnerFrame(turn: number): string {
  return SPINNER_FRAMES[turn % SPINNER_FRAMES.length]!;
}
