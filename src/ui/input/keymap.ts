// Keys to actions, from the one table of keys (keyBindings.ts); the same in every game, and for
// each of the other screens (the home, settings, statistics) from its own part of the table.
import type { Key } from 'ink';
import { KEY_BINDINGS, type KeyAction, type KeySpec, type NamedKey, type ScreenKey } from './keyBindings.js';

const TYPED = new Map<string, KeyAction>();
const NAMED: { name: NamedKey; action: KeyAction }[] = [];
for (const binding of KEY_BINDINGS) {
  for (const { key, action } of binding.keys) {
    if (typeof key === 'string') TYPED.set(key, action);
    else NAMED.push({ name: key.named, action });
  }
}

// Stateless on purpose: keys typed faster than the screen redraws must still mean the same thing,
// so the reducer decides what an action means in the current state (n answers "no" while a
// question is open), and `n`'s deal number is drawn where the action is dispatched.
export function actionForKey(input: string, key: Key): KeyAction {
  if (key.ctrl && input === 'c') return { type: 'quit' };
  // Ctrl with a letter is not that letter (Ctrl+Q is not q, Ctrl+D not d): Leaves has no Ctrl
  // shortcuts but Ctrl+C (and Ctrl+Z, the terminal's), and a pasted control byte plays nothing.
  if (key.ctrl && /^[a-z]$/.test(input)) return { type: 'other' };
  const named = NAMED.find(({ name }) => key[name]);
  if (named) return named.action;
  // Any other key still counts (it closes the help screen, and clears the message line).
  return TYPED.get(input) ?? { type: 'other' };
}

/** Ctrl+Z: the terminal's own key for stopping a program, on every screen (terminal.ts's Suspender). */
export function isSuspendKey(input: string, key: Key): boolean {
  return key.ctrl && input === 'z';
}

/** A screen's key map: the action of a key in its part of the table, or undefined for none. */
export function screenKeyMap<A>(table: readonly ScreenKey<A>[]): (input: string, key: Key) => A | undefined {
  const entries: { key: KeySpec; action: A }[] = table.flatMap((binding) => binding.keys);
  return (input, key) => {
    // Ctrl+C quits, as q does (on every screen q quits).
    if (key.ctrl) return input === 'c' ? entries.find((entry) => entry.key === 'q')?.action : undefined;
    const named = entries.find((entry) => typeof entry.key !== 'string' && key[entry.key.named]);
    if (named) return named.action;
    return entries.find((entry) => entry.key === input && input !== '')?.action;
  };
}
