// New games: n (a new deal) and R (this deal again) ask first while a game is on; y answers yes,
// n or Esc no. The unfinished game left behind is kept, and u brings it back until the new game's
// first move. With winnable deals only (W), a new deal waits for one from the book of proved deals
// or the solver's search (useAnalyst.ts); Esc deals at once, unproved. Pure.
import { gameOf } from '../../engine/games.js';
import { seedInRange } from '../../engine/cards/random.js';
import { marked, movesPlayed, newSession, restart, type Position } from '../../engine/session/session.js';
import type { Move } from '../../engine/types.js';
import type { FoundDeal } from '../../solver/winnableDeal.js';
import { messages } from '../messages.js';
import { initialUiState } from './cursorReducer.js';
import { carriedPreferences, info, statusOf, type Preferences, type UiState } from './uiState.js';

/** A game in progress asks before it is abandoned; a finished or untouched one does not. */
function needsConfirm(ui: UiState): boolean {
  return statusOf(ui.position) === 'playing' && movesPlayed(ui.position) > 0;
}

/**
 * A game starts; `provedLine` wins it from the deal when the deal was proved winnable. An
 * unfinished game left for it is kept for u to bring back; `what` names the new start.
 */
function startGame(ui: UiState, position: Position, what: string, provedLine?: readonly Move[]): UiState {
  // A deal left untouched keeps the offer of the game left before it.
  const leftBehind = needsConfirm(ui) ? ui.position : (ui.leftBehind ?? undefined);
  const preferences: Preferences = { ...carriedPreferences(ui), provedLine, leftBehind };
  const next: UiState = { ...initialUiState(position, null, preferences), gameNumber: ui.gameNumber + 1, log: [] };
  if (!leftBehind) return next;
  return info(next, messages.leftBehind(what, leftBehind.session.seed, movesPlayed(leftBehind)));
}

/** The same deal again from the start, still marked as it was (proved, a daily deal; restart keeps the marks). */
function restarted(ui: UiState): UiState {
  return startGame(ui, restart(ui.position), 'Restarted', ui.position.session.proved ? ui.outlook[0]?.line : undefined);
}

/** A new deal: at once, or (winnable deals only, unless this deal was asked for by number) once the book or the solver has given one. */
function newDeal(ui: UiState, anySeed: number, exact = false): UiState {
  const seed = seedInRange(anySeed, gameOf(ui.position.session).deals);
  if (ui.winnableOnly && !exact) return { ...ui, held: null, confirm: null, dealing: { firstSeed: seed } };
  return startGame(ui, newSession(ui.position.session.game, seed, ui.position.session.options), 'New deal');
}

/**
 * The winnable deal looked for: from the book or the solver's search, proved winnable (its line
 * known from the start when a search found it), or the first one tried; `why`, the words for a deal
 * dealt unproved.
 */
export function dealt(ui: UiState, found: FoundDeal, why: string = messages.unprovedDeal): UiState {
  if (!ui.dealing) return ui;
  const deal = newSession(ui.position.session.game, found.seed, ui.position.session.options);
  const position = found.proved ? marked(deal, { proved: true, band: found.line ? undefined : found.band }) : deal;
  const next = startGame({ ...ui, dealing: null }, position, 'New deal', found.proved ? found.line : undefined);
  if (found.proved) return !found.line && found.noneLeft ? info(next, messages.noBandLeft(found.noneLeft, found.unrated === true)) : next;
  return info(next, next.notice ? `${why} ${next.notice.text}` : why);
}

/** Esc while a winnable deal is looked for: the deal it started from, dealt at once, unproved. */
export function dealUnproved(ui: UiState): UiState {
  return ui.dealing ? dealt(ui, { seed: ui.dealing.firstSeed, proved: false }, messages.dealtUnproved) : ui;
}

/** n: a new deal, asked first while a game is on. */
export function askNew(ui: UiState, seed: number): UiState {
  if (!needsConfirm(ui)) return newDeal(ui, seed);
  return { ...ui, held: null, confirm: { kind: 'new', seed } };
}

/** # then a deal number: that deal, asked first while a game is on. */
export function askDealNumber(ui: UiState, seed: number): UiState {
  if (!needsConfirm(ui)) return newDeal(ui, seed, true);
  return { ...ui, held: null, confirm: { kind: 'new', seed, exact: true } };
}

/** R: this deal from the start, asked first while a game is on. */
export function askRestart(ui: UiState): UiState {
  if (!needsConfirm(ui)) return restarted(ui);
  return { ...ui, held: null, confirm: { kind: 'restart' } };
}

/** The answer to the open question: y goes ahead; anything else (n, Esc) leaves the game as it is. */
export function answer(ui: UiState, yes: boolean): UiState {
  const confirm = ui.confirm;
  if (!confirm) return ui;
  if (!yes) return { ...ui, confirm: null };
  const asked = { ...ui, confirm: null };
  return confirm.kind === 'new' ? newDeal(asked, confirm.seed, confirm.exact) : restarted(asked);
}

/** u at move 0 of a new game: the game left for it comes back as it was. */
export function bringBack(ui: UiState): UiState | undefined {
  const left = ui.leftBehind;
  if (!left) return undefined;
  const next: UiState = { ...initialUiState(left, null, carriedPreferences(ui)), gameNumber: ui.gameNumber + 1 };
  return info(next, messages.broughtBack(left.session.seed, movesPlayed(left)));
}

/** W: new deals only from deals the solver proves winnable, or from any deal. */
export function toggleWinnable(ui: UiState): UiState {
  const winnableOnly = !ui.winnableOnly;
  return info({ ...ui, winnableOnly }, messages.winnableOnly(winnableOnly));
}
