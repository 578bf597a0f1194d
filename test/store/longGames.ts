// Games as long as a game may be, built in a moment: Klondike draw 1 (no limit on passes), its
// stock drawn through and turned over again and again, every move legal.
import { newSession } from '../../src/engine/session/session.js';

/** Klondike draw 1's options, as a save or a code holds them. */
export const KLONDIKE = newSession('klondike', 1, { draw: 1 }).session.options;

/** `count` moves of deal 1 as saved text: 24 draws, a turn of the waste, and again. */
export function stockRounds(count: number): string {
  const round = `${'d '.repeat(24)}r`.split(' ');
  return Array.from({ length: count }, (_, i) => round[i % round.length]).join(' ');
}
