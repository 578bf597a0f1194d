// The help screens' words: every key that applies to the game being played, or to one of the other
// screens, from the one table of keys (keyBindings.ts).
import { bindingsFor, type KeyContext, type ScreenKey } from './input/keyBindings.js';

/** Every key for this game and moment, as [keys, what they do]. */
export function keyHelp(context: KeyContext): readonly (readonly [string, string])[] {
  return bindingsFor(context).flatMap((binding) => (binding.help ? [[binding.help.keys(context), binding.help.words(context)] as const] : []));
}

/** What each of the game header's words means, as [the word as it shows, its meaning]. */
export function headerHelp(): readonly (readonly [string, string])[] {
  return [
    ['deal 7', 'the deal\'s number (# deals one by number); "(proved)": the solver proved it winnable before it was dealt; a daily deal says its day'],
    ['stock 24 …', 'what the game counts: cards left, passes or redeals left, score'],
    ['12 moves', 'moves played, and the time played (it stops while paused, and in this help)'],
    ['62%', 'your chance to win from here, from deals sampled for the cards you cannot see; "thinking…" until it is sure enough'],
    ['winnable', 'the solver has found a win from here (K shows what it knows: it sees hidden cards); "lost": no win is left'],
    ['… ?', '…: the solver is still working; ?: it could not tell in time (w hides this word)'],
  ];
}

/** Every key of another screen, as [keys, what they do]. */
export function screenKeyHelp<A>(table: readonly ScreenKey<A>[]): readonly (readonly [string, string])[] {
  return table.flatMap((binding) => (binding.help ? [[binding.help.keys, binding.help.words] as const] : []));
}
