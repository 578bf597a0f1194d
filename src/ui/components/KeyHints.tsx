// The line of key hints at the bottom, fitted to the width it has.
import { Text } from 'ink';

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
