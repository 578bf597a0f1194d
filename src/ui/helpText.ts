// The help screens' words: every key that applies to the game being played, or to one of the other
// screens, from the one table of keys (keyBindings.ts).
import { bindingsFor, type KeyContext, type ScreenKey } from './keyBindings.js';

/** Every key for this game and moment, as [keys, what they do]. */
export function keyHelp(context: KeyContext): readonly (readonly [string, string])[] {
  return bindingsFor(context).flatMap((binding) => (binding.help ? [[binding.help.keys(context), binding.help.words(context)] as const] : []));
}

/** Every key of another screen, as [keys, what they do]. */
export function screenKeyHelp<A>(table: readonly ScreenKey<A>[]): readonly (readonly [string, string])[] {
  return table.flatMap((binding) => (binding.help ? [[binding.help.keys, binding.help.words] as const] : []));
}
