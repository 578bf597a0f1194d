// The help screen's words: every key that applies to the game being played, from the one table of
// keys (keyBindings.ts).
import { bindingsFor, type KeyContext } from './keyBindings.js';

/** Every key for this game and moment, as [keys, what they do]. */
export function keyHelp(context: KeyContext): readonly (readonly [string, string])[] {
  return bindingsFor(context).flatMap((binding) => (binding.help ? [[binding.help.keys(context), binding.help.words(context)] as const] : []));
}
