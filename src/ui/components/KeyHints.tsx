// The line of key hints at the bottom, made from the one table of keys (keyBindings.ts) and fitted
// to the width it has: the most useful keys first, as many as fit, and always `? help` at the end
// (the help screen lists every key).
import { Text } from 'ink';
import { bindingsFor, type KeyContext, type ScreenContext, type ScreenKey } from '../input/keyBindings.js';

const HELP = '? help';
const GAP = '  ';

/** The hints for the moment, most useful first. */
export function keyHints(context: KeyContext): string[] {
  return bindingsFor(context)
    .flatMap((binding) => (binding.bar ?? []).filter((entry) => entry.when(context)))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.words(context));
}

/** The hints of another screen for the moment, most useful first. */
export function screenKeyHints<A>(table: readonly ScreenKey<A>[], context: ScreenContext): string[] {
  return table
    .flatMap((binding) => (binding.bar ?? []).filter((entry) => entry.when?.(context) ?? true))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.words);
}

/** The hints that fit in `width`, in order, with room kept for the help key that ends the line. */
export function fitKeyHints(hints: readonly string[], help: string, width: number): string {
  const fitted: string[] = [];
  let used = help.length;
  for (const hint of hints) {
    if (used + GAP.length + hint.length > width) continue;
    fitted.push(hint);
    used += GAP.length + hint.length;
  }
  return [...fitted, help].join(GAP);
}

export function KeyHints({ hints, help = HELP, width }: { hints: readonly string[]; help?: string; width: number }) {
  return <Text dimColor wrap="truncate">{fitKeyHints(hints, help, width)}</Text>;
}
