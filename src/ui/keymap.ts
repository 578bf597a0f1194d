// Keys to actions, from the one table of keys (keyBindings.ts); the same in every game.
import type { Key } from 'ink';
import { KEY_BINDINGS, type KeyAction, type NamedKey } from './keyBindings.js';

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
