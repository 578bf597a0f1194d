// The short celebration after a win: the cards leave the table one after another and bounce down
// the board's area, each with a short trail behind it (after the classic desktop solitaire, whose
// trails stay; here they fade, so the area reads at 80×24). A card stands in a slot of the area's
// grid, three columns wide (a face: " 7♠", "10♥"), so one card covers another whole, never part of
// it, and no half face shows. Pure: the picture at a given tick, from the cards and the size of the area.
import type { Card } from '../../engine/cards/cards.js';
import type { GameState } from '../../engine/types.js';
import { face, ink } from './cardText.js';
import type { Theme } from './theme.js';

/** One frame every TICK_MS, for at most LAST_TICK frames: 3 seconds in all. */
export const TICK_MS = 60;
export const LAST_TICK = Math.floor(3000 / TICK_MS);

const GRAVITY = 0.45;
/** Columns a card's face takes, and the width of a slot of the grid. */
const SLOT = 3;
const BOUNCE = 0.7;

/** The cards that cascade: those played up (or taken off), else the columns', at most one a tick. */
export function cascadingCards(state: GameState): Card[] {
  const cards = [...state.foundations.flat(), ...state.removed.flat(), ...state.tableau.flat()];
  return cards.slice(-LAST_TICK).map((card) => ({ ...card, faceUp: true }));
}

/**
 * The most of the area's slots the cards may cover at once: a third, so the cascade reads as cards
 * bouncing over the table at any size. At 80×24 every card launched trailing every place it had
 * been filled the area whole within a second.
 */
const COVERED = 1 / 3;
/** The shortest trail a card leaves (itself and the places just behind it). */
const SHORTEST_TRAIL = 3;

/**
 * How the cascade fits its area: a card launched every `gap` ticks, each keeping the last `trail`
 * places it has been, so that all of them together cover at most COVERED of the area's slots.
 */
export function cascadePace(count: number, width: number, height: number): { gap: number; trail: number } {
  const room = Math.max(1, Math.floor((Math.floor(width / SLOT) * height * COVERED)));
  const cards = Math.max(1, Math.min(count, LAST_TICK + 1));
  const gap = Math.max(1, Math.ceil((cards * SHORTEST_TRAIL) / room));
  const launched = Math.ceil(cards / gap);
  return { gap, trail: Math.max(1, Math.floor(room / launched)) };
}

/** Where each launched card has been in the last `trail` ticks up to `tick`, oldest first (none once it has left the area). */
function trails(count: number, width: number, height: number, tick: number): { x: number; y: number }[][] {
  const { gap, trail } = cascadePace(count, width, height);
  return Array.from({ length: Math.min(count, Math.floor(tick / gap) + 1) }, (_, i) => {
    let x = ((i * 7) % Math.max(1, width - 3)) + 0.5;
    let y = 0;
    let vy = 0;
    const vx = (i % 2 === 0 ? 1 : -1) * (1 + (i % 3) * 0.5);
    const path: { x: number; y: number }[] = [];
    for (let t = i * gap; t <= tick; t++) {
      if (t > tick - trail) path.push({ x: Math.floor(x / SLOT) * SLOT, y: Math.floor(y) });
      vy += GRAVITY;
      y += vy;
      x += vx;
      if (y > height - 1) {
        y = height - 1;
        vy = -vy * BOUNCE;
      }
      if (x < 0 || x > width - 3) break;
    }
    return path;
  });
}

/** The area's lines at `tick`: every card drawn wherever it has been, the newest on top. */
export function celebrationLines(cards: readonly Card[], width: number, height: number, tick: number, theme: Theme): string[] {
  const grid: (Card | undefined)[][] = Array.from({ length: height }, () => Array<Card | undefined>(width));
  trails(cards.length, width, height, tick).forEach((path, i) => {
    for (const { x, y } of path) {
      if (x + SLOT > width) continue;
      for (let dx = 0; dx < SLOT; dx++) if (grid[y]) grid[y]![x + dx] = cards[i];
    }
  });
  return grid.map((row) => {
    let line = '';
    for (let x = 0; x < width; ) {
      const card = row[x];
      if (!card) {
        line += ' ';
        x++;
        continue;
      }
      // A run of cells of one card is its face, or the part of it that shows.
      let end = x;
      while (end < width && row[end] === card) end++;
      const glyphs = [...face(card, theme)];
      line += theme.colours.face(ink(card, theme))(Array.from({ length: end - x }, (_, k) => glyphs[k % glyphs.length]).join(''));
      x = end;
    }
    return line;
  });
}
