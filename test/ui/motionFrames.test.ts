// The frames of motion (ui/motion.ts) and where a flight starts and lands (boardGeometry.cardSpot):
// a card moved leaves its pile and lands where a click on it would find it; a row dealt comes onto
// the columns left to right; a new deal falls row by row; undo-like changes and recycles do not move.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { newSession, play } from '../../src/engine/session/session.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { cardSpot, slotAt } from '../../src/ui/board/boardGeometry.js';
import { COMPACT, FRAMED_SIZES } from '../../src/ui/board/cardSize.js';
import { initialUiState } from '../../src/ui/hooks/cursorReducer.js';
import { MOTION_FRAMES, motionOf } from '../../src/ui/board/motion.js';
import { makeTheme } from '../../src/ui/board/theme.js';

const theme = makeTheme({ style: 'unicode', color: false, fourColor: false });
const uiOf = (state: GameState) => {
  const ui = initialUiState(newSession(state.game as 'klondike', state.seed, state.options), null, { showOutlook: false, winnableOnly: false });
  return { ...ui, position: { ...ui.position, state } };
};

describe('motion frames', () => {
  it('a card moved: the board without it under every frame, flying from its pile to its place', () => {
    const before = newSession('klondike', 1).state;
    const move: Move = { type: 'move', from: { pile: 'tableau', index: 5 }, to: { pile: 'tableau', index: 2 }, count: 1 };
    const after = games.klondike.applyMove(before, move);
    const motion = motionOf({ kind: 'play', before, move }, after)!;
    expect(motion.boards).toHaveLength(MOTION_FRAMES);
    for (const board of motion.boards) {
      expect(board.tableau[5]).toHaveLength(before.tableau[5]!.length - 1);
      expect(board.tableau[2]).toEqual(before.tableau[2]);
    }
    expect(motion.flight!.cards).toEqual(before.tableau[5]!.slice(-1));
    expect(motion.flight!.from).toEqual({ slot: move.from, index: 5 });
    expect(motion.flight!.to).toEqual({ slot: move.to, index: after.tableau[2]!.length - 1 });
  });

  it('a row dealt comes onto the columns from left to right, the last frame still short of the whole row', () => {
    const before = newSession('spider', 1, { suits: 1 }).state;
    const after = games.spider.applyMove(before, { type: 'deal' });
    const motion = motionOf({ kind: 'play', before, move: { type: 'deal' } }, after)!;
    const dealtTo = motion.boards.map((board) => board.tableau.filter((column, i) => column.length > before.tableau[i]!.length).length);
    expect(dealtTo).toEqual([...dealtTo].sort((a, b) => a - b));
    expect(dealtTo[0]).toBeGreaterThan(0);
    expect(dealtTo.at(-1)).toBeLessThan(after.tableau.length);
    expect(motion.flight).toBeUndefined();
  });

  it('a new deal falls row by row', () => {
    const after = newSession('klondike', 2).state;
    const motion = motionOf({ kind: 'deal' }, after)!;
    const rows = motion.boards.map((board) => Math.max(...board.tableau.map((column) => column.length)));
    expect(rows).toEqual([...new Set(rows)].sort((a, b) => a - b));
    expect(rows.at(-1)).toBeLessThan(7);
  });

  it('a card drawn flies from the stock to the waste; a recycle does not move', () => {
    const before = newSession('klondike', 1).state;
    const after = games.klondike.applyMove(before, { type: 'deal' });
    const motion = motionOf({ kind: 'play', before, move: { type: 'deal' } }, after)!;
    expect(motion.flight!.from.slot).toEqual({ pile: 'stock', index: 0 });
    expect(motion.flight!.to.slot).toEqual({ pile: 'waste', index: 0 });
    expect(motion.boards[0]!.waste).toEqual([]);
    expect(motionOf({ kind: 'play', before: after, move: { type: 'recycle' } }, after)).toBeUndefined();
  });
});

describe('where a flight starts and lands', () => {
  it.each([['compact', COMPACT], ['framed', FRAMED_SIZES[0]!]] as const)('is where a click finds that card (%s cards)', (_how, size) => {
    let position = newSession('freecell', 1);
    for (let i = 0; i < 6; i++) position = play(position, games.freecell.legalMoves(position.state)[0]!);
    const ui = uiOf(position.state);
    const piles = [
      ...position.state.tableau.map((cards, index) => ({ slot: { pile: 'tableau' as const, index }, size: cards.length })),
      ...position.state.cells!.map((cards, index) => ({ slot: { pile: 'cell' as const, index }, size: cards.length })),
    ].filter((p) => p.size > 0);
    for (const { slot, size: cards } of piles) {
      const spot = cardSpot(ui, size, 40, theme, slot, cards - 1)!;
      const hit = slotAt(ui, size, 40, theme, spot.x + 1, spot.y);
      expect(hit, JSON.stringify(slot)).toEqual(slot.pile === 'tableau' ? { slot, index: cards - 1 } : { slot });
    }
  });
});
