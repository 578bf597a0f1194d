// The header: game, deal number, the game's facts, moves, time and the solver's word, joined by
// " · " on one line that never wraps. Where the whole does not fit, the words shorten first
// ("deal 7 (proved)" → "#7 proved", "score 120" → "120 pts"); then the least useful facts go, one
// at a time; the title, the deal and the solver's word always stay.
import { Text } from 'ink';

/** One fact of the header, and how readily it goes when the line is too long. */
export interface HeaderFact {
  text: string;
  /** Facts with the lowest number go first; undefined: never dropped. */
  dropOrder?: number;
}

const SEPARATOR = ' · ';

/** Shorter words for the same fact, the least harmful first; each is tried on every fact in turn. */
const SHORTER: readonly (readonly [RegExp, string])[] = [
  [/^(\d+) moves?$/, '$1 mv'],
  [/ left$/, ''],
  [/^score (.+)$/, '$1 pts'],
  [/\(total (.+)\)$/, '($1)'],
  [/^deal (\d+)/, '#$1'],
  [/ \(proved\)$/, ' proved'],
  [/^Vegas /, ''],
];

const widthOf = (facts: readonly HeaderFact[]) => facts.map((fact) => fact.text).join(SEPARATOR).length;

/** The header's one line, at most `width` characters. */
export function headerLine(facts: readonly HeaderFact[], width: number): string {
  let kept = [...facts];
  for (const [pattern, shorter] of SHORTER) {
    for (let i = 0; i < kept.length && widthOf(kept) > width; i++) {
      kept = kept.map((fact, j) => (j === i ? { ...fact, text: fact.text.replace(pattern, shorter) } : fact));
    }
  }
  const droppable = kept.filter((fact) => fact.dropOrder !== undefined).sort((a, b) => a.dropOrder! - b.dropOrder!);
  for (const fact of droppable) {
    if (widthOf(kept) <= width) break;
    kept = kept.filter((k) => k !== fact);
  }
  return kept.map((fact) => fact.text).join(SEPARATOR).slice(0, width);
}

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
