// The line of key hints at the bottom, fitted to the width it has (the first ones matter most).
import { Text } from 'ink';
import type { Game } from '../../engine/game.js';

/** The hints for the moment: while holding cards, how to drop them; else the main keys. */
export function keyHints(holding: boolean, game: Game): string[] {
  if (holding) return ['←→ choose pile', '⏎ drop', '1-9 drop there', 'Esc put back'];
  return [
    '←→ column', '↑↓ run', '⏎ pick up',
    ...(game.stockWords ? [`d ${game.stockWords.verb}`] : []),
    ...(game.toFoundation ? ['f up', 'a all up'] : []),
    't hint', 'u undo', '? help', 'q quit', 'r redo', 'n new', 'R restart',
  ];
}

export function KeyHints({ hints, width }: { hints: readonly string[]; width: number }) {
  const fitted: string[] = [];
  let used = 0;
  for (const hint of hints) {
    if (used + hint.length + 2 > width) break;
    fitted.push(hint);
    used += hint.length + 2;
  }
  return <Text dimColor>{fitted.join('  ')}</Text>;
}
