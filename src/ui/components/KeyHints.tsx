// The line of key hints at the bottom, fitted to the width it has: the most useful keys first, as
// many as fit, and always `? help` at the end (the help screen lists every key).
import { Text } from 'ink';
import type { Game } from '../../engine/game.js';

const HELP = '? help';
const GAP = '  ';

/** The hints for the moment, most useful first: while holding cards, how to drop them; else the main keys. */
export function keyHints(holding: boolean, game: Game): string[] {
  if (holding) return ['←→ choose pile', '⏎ drop', 'Esc put back', '1-9 drop there'];
  return [
    '←→ column', '↑↓ run', '⏎ pick up',
    ...(game.stockWords ? [`d ${game.stockWords.verb}`] : []),
    'u undo', 't hint', 'q quit',
    ...(game.toFoundation ? ['f up', 'a all up'] : []),
    'n new', 'r redo', 'R restart',
  ];
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
