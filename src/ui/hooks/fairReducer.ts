// The fair hint in play (fairOutlook.ts holds its findings): its answers arrive as actions from the
// background worker (useAnalyst.ts), K switches between the fair chance and what the solver knows,
// and t points at the fair hint's move with its estimate. Pure.
import { movesPlayed } from '../../engine/session.js';
import type { GameState } from '../../engine/types.js';
import type { FairAdvice } from '../../solver/fairHint.js';
import { percent, withFair } from '../fairOutlook.js';
import { messages } from '../messages.js';
import { info, type UiState } from './uiState.js';

/** The fair hint's answer (while it samples, or its last) for the position on the table; any other is stale. */
export function fairAnswered(ui: UiState, state: GameState, advice: FairAdvice, done: boolean): UiState {
  if (state !== ui.position.state) return ui;
  // Progress that changes neither the chance shown nor the move is not worth a frame.
  const known = ui.fair[movesPlayed(ui.position)];
  if (!done && known && sameWord(known.advice, advice)) return ui;
  return { ...ui, fair: withFair(ui.fair, movesPlayed(ui.position), { advice, done }) };
}

function sameWord(a: FairAdvice, b: FairAdvice): boolean {
  const shown = (advice: FairAdvice) => (advice.chance === undefined ? undefined : percent(advice.chance));
  return shown(a) === shown(b) && JSON.stringify(a.move) === JSON.stringify(b.move);
}

/** K: show what the solver knows (it sees the hidden cards), or only what the player could know. */
export function toggleKnowledge(ui: UiState): UiState {
  return info({ ...ui, knowledge: !ui.knowledge }, messages.knowledgeShown(!ui.knowledge));
}

/** The fair hint's move here, when sampling has found one, with its estimate in words. */
export function fairMove(ui: UiState): { move: NonNullable<FairAdvice['move']>; reason: string } | undefined {
  const finding = ui.fair[movesPlayed(ui.position)];
  const move = finding?.advice.move;
  if (!move || finding.advice.samples === 0) return undefined;
  const { wins, samples, chance } = finding.advice;
  return { move, reason: chance === undefined ? messages.fairUndecided(samples) : messages.fairEstimate(wins, samples) };
}
