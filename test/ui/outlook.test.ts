// The solver's findings along a game: inherited along a winning line, dropped when play leaves it,
// and the point where a win was thrown away.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine/types.js';
import { afterPlay, lastWinnable, movesSinceWinLost, withFinding, type Outlook } from '../../src/ui/outlook/outlook.js';

const move = (from: number, to: number): Move => ({ type: 'move', from: { pile: 'tableau', index: from }, to: { pile: 'tableau', index: to }, count: 1 });
const DEAL: Move = { type: 'deal' };

describe('outlook', () => {
  it('a move along the winning line makes the next position winnable by the rest of the line', () => {
    const start: Outlook = [{ verdict: 'winnable', line: [move(0, 1), DEAL, move(2, 3)] }];
    const next = afterPlay(start, 0, move(0, 1));
    expect(next[1]).toEqual({ verdict: 'winnable', line: [DEAL, move(2, 3)] });
    expect(afterPlay(next, 1, DEAL)[2]).toEqual({ verdict: 'winnable', line: [move(2, 3)] });
  });

  it('a move off the line leaves the next position unknown, and forgets what lay beyond it', () => {
    const known: Outlook = [{ verdict: 'winnable', line: [move(0, 1)] }, { verdict: 'winnable', line: [] }, { verdict: 'lost' }];
    const next = afterPlay(known, 0, move(4, 5));
    expect(next).toHaveLength(1);
    expect(next[1]).toBeUndefined();
  });

  it('finds the last winnable position, and how many moves ago the win was thrown away', () => {
    let outlook: Outlook = [];
    outlook = withFinding(outlook, 0, { verdict: 'winnable', line: [move(0, 1)] });
    outlook = withFinding(outlook, 3, { verdict: 'winnable', line: [move(0, 1)] });
    outlook = withFinding(outlook, 5, { verdict: 'lost' });
    expect(lastWinnable(outlook, 5)).toBe(3);
    expect(movesSinceWinLost(outlook, 5)).toBe(2);
    outlook = withFinding(outlook, 4, { verdict: 'lost' });
    expect(movesSinceWinLost(outlook, 4)).toBe(1);
    expect(movesSinceWinLost([{ verdict: 'lost' }], 0)).toBeUndefined();
    expect(movesSinceWinLost(outlook, 3)).toBeUndefined();
  });
});
