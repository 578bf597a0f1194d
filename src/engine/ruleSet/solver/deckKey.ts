// Where the solver reads the stock and the waste as one sequence (deck.ts), and how its key names
// the waste's pointer: apart from deck.ts, so that the position (position.ts) can use both.
import type { Shape } from './shape.js';

/**
 * Whether the search reaches waste cards through the sequence: where the waste turns over without
 * end. (With a waste turned over a few times or never, the search found fewer wins so: playing a
 * deep card first buries the cards turned over it; there a turn stays a move.)
 */
export const usesDeck = (shape: Shape): boolean => shape.waste >= 0 && !Number.isFinite(shape.redeals);

/**
 * The pointer as the key writes it: a pointer at a multiple of the draw, or at the end, reaches
 * what every pass shows and nothing more, and each such pointer turns into every other: they are
 * one position (written 0).
 */
export function keyPointer(shape: Shape, p: number, stockLeft: number): number {
  return p % shape.draw === 0 || stockLeft === 0 ? 0 : p;
}
