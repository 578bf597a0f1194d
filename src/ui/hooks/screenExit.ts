// What the settings and statistics screens do alike with their help and their way out: ? opens the
// help, any key then closes it (q quits from it), Esc goes back where the player came from, q quits.
// Pure.

interface LeavableScreen {
  help: boolean;
  done: 'back' | 'quit' | null;
}

/** The screen after `type` where it is one of these keys, or with the help open; else undefined. */
export function helpOrExit<S extends LeavableScreen>(state: S, type: string): S | undefined {
  if (state.help) return type === 'quit' ? { ...state, done: 'quit' } : { ...state, help: false };
  if (type === 'help') return { ...state, help: true };
  if (type === 'back' || type === 'quit') return { ...state, done: type };
  return undefined;
}
