// The header: its one line (headerLine.ts), with the game's title in bold green.
import { Text } from 'ink';

export function Header({ line, title }: { line: string; title: string }) {
  return (
    <Text wrap="truncate">
      {line.startsWith(title) ? (
        <>
          <Text bold color="green">{title}</Text>
          {line.slice(title.length)}
        </>
      ) : (
        line
      )}
    </Text>
  );
}
