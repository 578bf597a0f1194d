// The too-small message: the longest wording that fits the terminal, never a line too wide or a
// line more than the rows above the last.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/ui/messages.js';
import { tooSmallLines as fit } from '../../src/ui/board/tooSmall.js';

const tooSmallLines = (need: { columns: number; rows: number }, have: { columns: number; rows: number }) => fit(messages.tooSmall(need, have.columns, have.rows), have);

const need = { columns: 71, rows: 17 };

describe('tooSmallLines', () => {
  it('says it all when there is room, and shortens the wording as the terminal shrinks', () => {
    expect(tooSmallLines(need, { columns: 70, rows: 10 }).join(' ')).toBe('Leaves needs a terminal of at least 71×17; this one is 70×10. Make it larger, or press q to quit.');
    expect(tooSmallLines(need, { columns: 30, rows: 3 }).join(' ')).toBe('Leaves needs 71×17; this is 30×3. q quits.');
    expect(tooSmallLines(need, { columns: 12, rows: 2 })).toEqual(['Needs 71×17']);
    expect(tooSmallLines(need, { columns: 5, rows: 1 })).toEqual(['71×17']);
  });

  it('fits every size from 1×1 to 70×16', () => {
    for (let columns = 1; columns <= 70; columns++) {
      for (let rows = 1; rows <= 16; rows++) {
        const lines = tooSmallLines(need, { columns, rows });
        expect(lines.length, `${columns}×${rows}`).toBeLessThanOrEqual(Math.max(1, rows - 1));
        for (const line of lines) expect([...line].length, `${columns}×${rows}`).toBeLessThanOrEqual(columns);
      }
    }
  });
});
