// The runs that have left the table (a game whose king-to-ace runs leave it, into `removed`),
// shown on the line under the header as a stack of their kings, so that they stay in sight at
// every size, also where the header has no room to count them.
import type { GameState } from '../../engine/types.js';
import { cardCell } from './cardText.js';
import type { Theme } from './theme.js';

/** The line: "runs off" and each finished run's king, in the order they left; empty when none has. */
export function finishedRunsLine(state: GameState, theme: Theme): string {
  const kings = state.removed.map((run) => run[0]).filter((card) => card !== undefined);
  if (kings.length === 0) return '';
  return `${theme.paint.dim(theme.text('runs off'))} ${kings.map((king) => cardCell({ ...king, faceUp: true }, 'none', theme)).join('')}`;
}
