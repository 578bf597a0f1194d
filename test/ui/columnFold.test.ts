// Tall columns fold to fit: face-down cards into one counted line, long runs in the middle, with
// the top card and the start of the picked run always visible.
import { describe, expect, it } from 'vitest';
import { foldColumn } from '../../src/ui/board/columnFold.js';
import { pile } from '../engine/fixtures.js';

const spades = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `${['', 'A', 2, 3, 4, 5, 6, 7, 8, 9, 'T', 'J', 'Q', 'K'][from - i]}S`);

describe('folding a column', () => {
  it('a column that fits is drawn card by card', () => {
    const column = pile('?QH ?2C 7H 6H');
    expect(foldColumn(column, 10)).toEqual([0, 1, 2, 3].map((index) => ({ kind: 'card', index })));
  });

  it('face-down cards fold into one line with their count when the column is too tall', () => {
    const column = pile(['?QH', '?2C', '?3C', '?4C', '?5C', 'KS', 'QS']);
    expect(foldColumn(column, 4)).toEqual([
      { kind: 'down', count: 5 },
      { kind: 'card', index: 5 },
      { kind: 'card', index: 6 },
    ]);
  });

  it('a long run folds in the middle, keeping its first card and the cards on top', () => {
    const column = pile(['?QH', '?2C', ...spades(13, 1)]);
    const lines = foldColumn(column, 6);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({ kind: 'down', count: 2 });
    expect(lines[1]).toEqual({ kind: 'card', index: 2 });
    expect(lines[2]).toEqual({ kind: 'gap', count: 9 });
    expect(lines.slice(3)).toEqual([12, 13, 14].map((index) => ({ kind: 'card', index })));
  });

  it('the first card of the picked run stays visible inside a fold', () => {
    const column = pile(spades(13, 1));
    const lines = foldColumn(column, 6, 6);
    expect(lines).toHaveLength(6);
    expect(lines).toContainEqual({ kind: 'card', index: 6 });
    expect(lines).toContainEqual({ kind: 'card', index: 12 });
    const shown = lines.filter((l) => l.kind === 'card').length;
    const hidden = lines.reduce((n, l) => n + (l.kind === 'gap' ? l.count : 0), 0);
    expect(shown + hidden).toBe(13);
  });

  it('never uses more lines than it is given (three at the least), and always shows the top card', () => {
    const column = pile(['?QH', '?2C', '?3C', ...spades(13, 1)]);
    for (let max = 1; max <= 20; max++) {
      const lines = foldColumn(column, max);
      expect(lines.length).toBeLessThanOrEqual(Math.max(max, 3));
      expect(lines[lines.length - 1]).toEqual({ kind: 'card', index: column.length - 1 });
    }
  });
});
