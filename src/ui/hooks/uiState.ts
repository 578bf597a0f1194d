// The game screen's state, the actions that change it, and the few helpers every part of its
// reducer shares (gameReducer.ts composes the parts: cursor, held cards, moves, questions, hints,
// the demo and the solver's outlook). Pure: keys become actions in keymap.ts, and the engine
// decides every rule.
import type { DifficultyChoice } from '../../store/settings.js';
import { gameOf } from '../../engine/games.js';
import { describeMove } from '../../engine/describe.js';
import type { CardMove } from '../../engine/hints.js';
import { marked, movesPlayed, type Position } from '../../engine/session/session.js';
import type { GameState, GameStatus, Move, PileRef } from '../../engine/types.js';
import type { SolveResult } from '../../solver/types.js';
import type { FoundDeal } from '../../solver/winnableDeal.js';
import type { FairAdvice } from '../../solver/fairHint.js';
import type { FairOutlook } from '../outlook/fairOutlook.js';
import type { Review } from '../outlook/reviewMoments.js';
import type { ReviewedPosition, ReviewRequest, ReviewResult } from '../../solver/gameReview.js';
import type { Finding, Outlook } from '../outlook/outlook.js';
import { messages } from '../messages.js';
import type { Slot } from '../board/slots.js';

export interface Held {
  from: PileRef;
  count: number;
}

export interface Notice {
  text: string;
  tone: 'info' | 'error';
}

/**
 * A question waiting for y / n: abandon this game for a new deal (with its seed; `exact`: that
 * deal, asked for by number, else the first winnable one from it), or restart.
 */
export type Confirm = { kind: 'new'; seed: number; exact?: true } | { kind: 'restart' };

/** The screens a game is left for. */
export type LeaveTo = 'home' | 'settings' | 'stats';

export interface UiState {
  position: Position;
  cursor: Slot;
  /** How many cards off the top of the cursor's pile are chosen (at least 1). */
  depth: number;
  held: Held | null;
  /** What the last key (or the solver's answer) has to say; the next key clears it. */
  notice: Notice | null;
  /** Recent moves in words, oldest first. */
  log: string[];
  confirm: Confirm | null;
  /** The help screen, while it is open: any key but its scrolling keys closes it. */
  help: HelpView | false;
  /** The game is paused (p): the board hidden, the clock stopped, until p again. */
  paused: boolean;
  /** The move a hint suggested (t), shown on the board until the next key; Enter plays it. */
  hint: Move | null;
  /** Bumped whenever a different game starts, so the clock knows to start again. */
  gameNumber: number;
  quit: boolean;
  /** The screen the game is left for (with quit set: the game closes the same way). */
  leaveTo: LeaveTo | null;
  /** What the solver has found about the positions of this game (see outlook.ts). */
  outlook: Outlook;
  /**
   * A position before the one on the table that the solver is to judge: where a lost position
   * follows positions nobody judged after a winnable one, they are judged backwards, one at a time,
   * until the move that lost the game is known.
   */
  lookBack: { at: number; state: GameState } | null;
  /** What the fair hint has found about the positions of this game (see fairOutlook.ts). */
  fair: FairOutlook;
  /** Whether the header says if the game can still be won (w). */
  showOutlook: boolean;
  /** Show what the solver knows (it sees the hidden cards): its verdict, warnings and hints, not the fair ones (K). */
  knowledge: boolean;
  /**
   * The demo is playing the winning line, one move every `intervalMs`; `waiting`: D was pressed
   * before the solver had judged the position, and the demo starts once it has.
   */
  demo: { intervalMs: number; waiting?: true } | null;
  /** New deals come only from deals the solver proves winnable (W). */
  winnableOnly: boolean;
  /** The band of difficulty asked of new deals from the book (the setting). */
  difficulty: DifficultyChoice;
  /** t shows a hint (the setting). */
  hints: boolean;
  /** A winnable deal is being looked for, from this deal number on. */
  dealing: { firstSeed: number } | null;
  /** Whether safe cards go up by themselves (Game.safeToFoundation) after each move. */
  autoPlay: boolean;
  /** How many of the session's moves the game played by itself, by move number (1: the first). */
  automatic: ReadonlySet<number>;
  /** The unfinished game the player left for this one (a new deal, a restart): u brings it back until the first move. */
  leftBehind: Position | null;
  /** The digits of a deal number being typed (#), or null. */
  typed: string | null;
  /** A shared game shown as a replay (`leaves open`): stepped through, not played, until Enter plays on. */
  replay: boolean;
  /** The review of the game (v) is open: what the background worker has found so far. */
  review: Review | null;
  /** The move played last by the player (or a hint, a click, the demo) and the board before it: what motion shows. Undo and redo leave it. */
  lastPlay: { move: Move; before: GameState } | null;
}

/** What the player chose to be told and dealt, remembered between games. */
export interface Preferences {
  showOutlook: boolean;
  winnableOnly: boolean;
  /**
   * Show what the solver knows rather than the fair chance. The game passes the setting (off by
   * default, store/settings.ts); absent, as in the reducers' own tests, it is on.
   */
  knowledge?: boolean;
  /** Safe cards go up by themselves after each move (on when absent). */
  autoPlay?: boolean;
  /** The cards cascade when the game is won, where the style can draw it (on when absent). */
  celebrate?: boolean;
  /** A moved card glides to its place and a new deal falls (off when absent: the store says the player's default). */
  motion?: boolean;
  /** The header shows the time played (on when absent). */
  showClock?: boolean;
  /** The header shows the score, where the game keeps one (on when absent). */
  showScore?: boolean;
  /** t shows a hint (on when absent). */
  hints?: boolean;
  /** The band of difficulty asked of new deals from the book ('any' when absent). */
  difficulty?: DifficultyChoice;
  /** The deal on the table was proved winnable before it was dealt: its winning line. */
  provedLine?: readonly Move[];
  /** The unfinished game left for this one, which u brings back at move 0. */
  leftBehind?: Position;
  /** The position is a shared game, shown as a replay. */
  replay?: boolean;
  /** A winnable deal is to be looked for from this position's deal on as the game opens (no book had one). */
  findDeal?: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { showOutlook: true, winnableOnly: false };

/** The player's choices a game hands on to the game that follows it on this screen (n, R, u, a replay played on). */
export function carriedPreferences(ui: UiState): Preferences {
  return { showOutlook: ui.showOutlook, knowledge: ui.knowledge, winnableOnly: ui.winnableOnly, autoPlay: ui.autoPlay, hints: ui.hints, difficulty: ui.difficulty };
}

export type UiAction =
  | { type: 'left' } | { type: 'right' } | { type: 'up' } | { type: 'down' }
  | { type: 'select' } | { type: 'cancel' } | { type: 'column'; index: number }
  | { type: 'deal' } | { type: 'undo' } | { type: 'redo' }
  | { type: 'foundation' } | { type: 'autoplay' } | { type: 'help' } | { type: 'hint' } | { type: 'other' }
  /** PgUp PgDn (they scroll the help); p pauses the game and goes on; the help screen's room, once laid out. */
  | { type: 'pageUp' } | { type: 'pageDown' } | { type: 'pause' } | { type: 'helpFits'; max: number; page: number }
  | { type: 'new'; seed: number } | { type: 'restart' }
  | { type: 'yes' } | { type: 'no' } | { type: 'quit' }
  | { type: 'rewind' } | { type: 'toggleOutlook' } | { type: 'demo' } | { type: 'faster' } | { type: 'slower' }
  | { type: 'toggleWinnable' } | { type: 'toggleKnowledge' } | { type: 'review' }
  /** Leave the game (saved) for another screen: the home (g), settings (s), statistics (S). */
  | { type: 'goTo'; screen: LeaveTo }
  /** # asks for a deal number; Backspace takes back a digit; Home and End: a replay's first and last position. */
  | { type: 'askDeal' } | { type: 'erase' } | { type: 'first' } | { type: 'last' }
  /** A mouse click on a pile (and for a column, on its card `index` from the bottom); see click(). */
  /** A click on a pile (and card); `dragged`: the button let go there after a press elsewhere. */
  | { type: 'click'; slot: Slot; index?: number; double: boolean; dragged?: boolean }
  /** Not keys: the demo's next move, and the background solver's answers. */
  | { type: 'demoStep' } | { type: 'analysis'; state: GameState; result: SolveResult } | { type: 'dealt'; found: FoundDeal }
  | { type: 'fair'; state: GameState; advice: FairAdvice; done: boolean }
  | { type: 'reviewed'; request: ReviewRequest; position: ReviewedPosition } | { type: 'reviewDone'; request: ReviewRequest; result: ReviewResult };

/** Actions that are not the player's keys or clicks (they keep what the message line says). */
export function fromThePlayer(action: UiAction): boolean {
  return !['demoStep', 'analysis', 'dealt', 'fair', 'reviewed', 'reviewDone', 'helpFits'].includes(action.type);
}

export const LOG_LENGTH = 50;
export const FIRST_COLUMN: Slot = { pile: 'tableau', index: 0 };

export function statusOf(position: Position): GameStatus {
  return gameOf(position.session).status(position.state);
}

export function rulesOf(ui: UiState) {
  return gameOf(ui.position.session);
}

/** What the solver has found about the position on the table, if anything yet. */
export function currentFinding(ui: UiState): Finding | undefined {
  return ui.outlook[movesPlayed(ui.position)];
}

/** The move log of a session, rebuilt by replaying it (used when a game is loaded). */
export function logOf(position: Position): string[] {
  const rules = gameOf(position.session);
  let state = rules.newGame({ ...position.session.options, seed: position.session.seed });
  const log: string[] = [];
  for (const move of position.session.moves) {
    log.push(describeMove(state, move));
    state = rules.applyMove(state, move);
  }
  return log.slice(-LOG_LENGTH);
}

/**
 * The help screen's scrolling: its first line shown, how far it can go (the screen says, once it
 * has laid the help out: helpScroll in HelpScreen.tsx) and a page's lines.
 */
export interface HelpView {
  top: number;
  max: number;
  page: number;
}

/** The help as it opens: at its top, scrolling as far as the screen will say. */
export const OPEN_HELP: HelpView = { top: 0, max: Number.MAX_SAFE_INTEGER, page: 10 };

/** ? and q in a mode that takes its own keys (a replay, the review): the help screen, and quitting. */
export function helpOrQuit(ui: UiState, action: { type: string }): UiState | undefined {
  if (action.type === 'help') return { ...ui, help: OPEN_HELP };
  return action.type === 'quit' ? { ...ui, quit: true } : undefined;
}

export function info(ui: UiState, text: string): UiState {
  return { ...ui, notice: { text, tone: 'info' } };
}

export function error(ui: UiState, text: string): UiState {
  return { ...ui, notice: { text, tone: 'error' } };
}

/** The hint's move when it moves cards (the board marks it; Enter picks them up). */
export function hintedCards(ui: UiState): CardMove | undefined {
  return ui.hint?.type === 'move' ? ui.hint : undefined;
}

/** The state before any game-specific depth is chosen (cursorReducer.ts's initialUiState does that). */
export function bareUiState(dealt: Position, notice: string | null, preferences: Preferences): UiState {
  // A deal proved before it was dealt stays marked so in its save: resumed, it says so still.
  const position = preferences.provedLine ? marked(dealt, { proved: true }) : dealt;
  const leftBehind = preferences.leftBehind && movesPlayed(position) === 0 ? preferences.leftBehind : null;
  const offer = leftBehind && messages.leftBehindOffer(leftBehind.session.seed, movesPlayed(leftBehind));
  return {
    position, cursor: FIRST_COLUMN, depth: 1, held: null,
    // A notice of the start comes first; the offer of the game left behind is not lost behind it.
    notice: notice ? { text: offer ? `${notice} ${offer}` : notice, tone: 'error' } : offer ? { text: offer, tone: 'info' } : null,
    log: logOf(position), confirm: null, help: false, paused: false, hint: null, gameNumber: 0, quit: false, leaveTo: null,
    outlook: preferences.provedLine ? [{ verdict: 'winnable', line: preferences.provedLine }] : [], lookBack: null,
    fair: [], showOutlook: preferences.showOutlook, knowledge: preferences.knowledge ?? true, demo: null,
    winnableOnly: preferences.winnableOnly, difficulty: preferences.difficulty ?? 'any', hints: preferences.hints ?? true, dealing: preferences.findDeal ? { firstSeed: position.session.seed } : null,
    autoPlay: preferences.autoPlay ?? true, automatic: new Set(),
    leftBehind, typed: null, replay: preferences.replay ?? false, review: null, lastPlay: null,
  };
}
