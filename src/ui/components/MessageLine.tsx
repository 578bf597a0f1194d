// The message line under the board: why a move was refused (red), or what to do next (yellow).
import { Text } from 'ink';
import type { Notice } from '../controller.js';

export function MessageLine({ notice }: { notice: Notice | null }) {
  return (
    <Text wrap="truncate" color={notice?.tone === 'error' ? 'red' : 'yellow'}>
      {notice?.text ?? ' '}
    </Text>
  );
}
