// The fair hint in play (fairOutlook.ts holds its findings): the estimate's answers arrive as
// actions from the background worker (useAnalyst.ts), K switches between the fair chance and what
// the solver knows, and t points at the fair hint's move with how sure it is. Pure.
import { movesPlayed } from '../../engine/session/session.js';
import type { GameState, Move } from '../../engine/types.js';
import type { FairAdvice } from '../../solver/fairHint.js';
import { chanceRange, hintedMove, percent, withFair, worthShowing } from '../outlook/fairOutlook.js';
import { messages } from '../messages.js';
import { info, type UiState } from './uiState.js';

/**
 * The fair estimate's answer (while it samples, or its last) for the position on the table; any
 * other is stale. Asked again for a position (it came back to the table), the estimate goes over the
 * same sampled deals before new ones: until it passes what is known, it says nothing new.
 */
export function fairAnswered(ui: UiState, state: GameState, advice: FairAdvice, done: boolean, whenSure: (ui: UiState) => UiState): UiState {
  if (state !== ui.position.state) return ui;
  const at = movesPlayed(ui.position);
  const known = ui.fair[at];
  const behind = known !== undefined && advice.samples < known.advice.samples;
  if (behind) return done ? { ...ui, fair: withFair(ui.fair, at, { ...known, done }) } : ui;
  // Progress that changes nothing on screen is not worth a frame (t's interval, read only when
  // asked, may lag behind the header's chance by the samples since it last moved: a wider one).
  if (!done && known && sameWords(known.advice, advice)) return ui;
  const next = { ...ui, fair: withFair(ui.fair, at, { advice, done, told: known?.told }) };
  // t said it was thinking, and that line is still up: the hint shows there once it is sure enough.
  const awaited = ui.notice?.text === messages.hintThinking && (worthShowing(advice) || done);
  return awaited ? whenSure(next) : next;
}

function sameWords(a: FairAdvice, b: FairAdvice): boolean {
  const words = (advice: FairAdvice) => [worthShowing(advice), advice.chance === undefined ? undefined : percent(advice.chance), JSON.stringify(advice.move)].join(' ');
  return words(a) === words(b);
}

/** The chance's interval in whole percent (of the best move, or of another move's own tally). */
function rangeWords(advice: FairAdvice, of?: { wins: number; samples: number }): { low: number; high: number } | undefined {
  const range = chanceRange(advice, of);
  return range && { low: percent(range.low), high: percent(range.high) };
}

/** K: show what the solver knows (it sees the hidden cards), or only what the player could know. */
export function toggleKnowledge(ui: UiState): UiState {
  return info({ ...ui, knowledge: !ui.knowledge }, messages.knowledgeShown(!ui.knowledge));
}

/**
 * The fair hint's move here with how sure it is, once the estimate is worth showing (the move t
 * gave before while no other is clearly better, fairOutlook.ts); or, its sampling over without ever
 * being so, its best guess, said to be one. Undefined meanwhile.
 */
export function fairMove(ui: UiState): { move: NonNullable<FairAdvice['move']>; reason: string } | undefined {
  const finding = ui.fair[movesPlayed(ui.position)];
  const advice = finding?.advice;
  if (worthShowing(advice) && advice.move) {
    const { move, ...tally } = hintedMove({ ...advice, move: advice.move }, finding?.told);
    const range = rangeWords(advice, tally)!;
    return { move, reason: messages.fairEstimate(percent(tally.wins / tally.samples), range.low, range.high) };
  }
  if (!finding?.done || !advice?.move || advice.chance === undefined) return undefined;
  return { move: advice.move, reason: messages.fairGuess(percent(advice.chance)) };
}

/** t gave `move` here: asked again, it keeps to it while no other move is clearly better. */
export function told(ui: UiState, move: Move): UiState {
  const at = movesPlayed(ui.position);
  const finding = ui.fair[at];
  return finding ? { ...ui, fair: withFair(ui.fair, at, { ...finding, told: move }) } : ui;
}
