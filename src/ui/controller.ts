// The UI's pure reducer: where the cursor is, what run is picked up, the message line, the move
// log and confirmations, and the solver's part (its findings, the demo, winnable deals), whose
// answers arrive as actions. Keys become actions (keymap.ts); the engine decides every rule.
import { describeCards, describeMove, stockAdvice, winInReach } from '../engine/describe.js';
import { plural } from '../engine/plural.js';
import { hint, type CardMove } from '../engine/hints.js';
import { games } from '../engine/games.js';
import { seedInRange } from '../engine/random.js';
import { capitalise, pileOf } from '../engine/piles.js';
import { canRedo, canUndo, lastMove, movesPlayed, newSession, nextRedo, play, redo, restart, undo, type Position } from '../engine/session.js';
import { IllegalMoveError, type GameState, type GameStatus, type Move, type PileRef } from '../engine/types.js';
import type { SolveResult } from '../solver/types.js';
import type { FoundDeal } from '../solver/winnableDeal.js';
import { afterPlay, lastWinnable, movesSinceWinLost, withFinding, type Finding, type Outlook } from './outlook.js';
import { findSlot, nearestInRow, sameSlot, slotRows, type Slot } from './slots.js';

export interface Held {
  from: PileRef;
  count: number;
}

export interface Notice {
  text: string;
  tone: 'info' | 'error';
}

/** A question waiting for y / n: abandon this game for a new deal (with its seed), or restart. */
export type Confirm = { kind: 'new'; seed: number } | { kind: 'restart' };

export interface UiState {
  position: Position;
  cursor: Slot;
  /** How many cards off the top of the cursor's pile are chosen (at least 1). */
  depth: number;
  held: Held | null;
  notice: Notice | null;
  /** Recent moves in words, oldest first. */
  log: string[];
  confirm: Confirm | null;
  /** The help screen is open; any key closes it. */
  help: boolean;
  /** The move a hint suggested (t), shown on the board until the next key. */
  hint: CardMove | null;
  /** Bumped whenever a different game starts, so the clock knows to start again. */
  gameNumber: number;
  quit: boolean;
  /** What the solver has found about the positions of this game (see outlook.ts). */
  outlook: Outlook;
  /** Whether the header says if the game can still be won (w). */
  showOutlook: boolean;
  /** The demo is playing the winning line, one move every `intervalMs`. */
  demo: { intervalMs: number } | null;
  /** The demo played some of this game: a win is then not the player's. */
  demoUsed: boolean;
  /** New deals come only from deals the solver proves winnable (W). */
  winnableOnly: boolean;
  /** A winnable deal is being looked for, from this deal number on. */
  dealing: { firstSeed: number } | null;
  /** This deal was proved winnable before it was dealt. */
  provedDeal: boolean;
}

/** What the player chose to be told and dealt, remembered between games. */
export interface Preferences {
  showOutlook: boolean;
  winnableOnly: boolean;
  /** The deal on the table was proved winnable before it was dealt: its winning line. */
  provedLine?: readonly Move[];
}

const DEFAULT_PREFERENCES: Preferences = { showOutlook: true, winnableOnly: false };

/** The demo's pace: about four moves a second, + and − halve or double it within these bounds. */
export const DEMO_INTERVAL_MS = 250;
const DEMO_FASTEST_MS = 50;
const DEMO_SLOWEST_MS = 2000;

export type UiAction =
  | { type: 'left' } | { type: 'right' } | { type: 'up' } | { type: 'down' }
  | { type: 'select' } | { type: 'cancel' } | { type: 'column'; index: number }
  | { type: 'deal' } | { type: 'undo' } | { type: 'redo' }
  | { type: 'foundation' } | { type: 'autoplay' } | { type: 'help' } | { type: 'hint' } | { type: 'other' }
  | { type: 'new'; seed: number } | { type: 'restart' }
  | { type: 'yes' } | { type: 'no' } | { type: 'quit' }
  | { type: 'rewind' } | { type: 'toggleOutlook' } | { type: 'demo' } | { type: 'faster' } | { type: 'slower' }
  | { type: 'toggleWinnable' }
  /** A mouse click on a pile (and for a column, on its card `index` from the bottom); see click(). */
  | { type: 'click'; slot: Slot; index?: number; double: boolean }
  /** Not keys: the demo's next move, and the background solver's answers. */
  | { type: 'demoStep' } | { type: 'analysis'; state: GameState; result: SolveResult } | { type: 'dealt'; found: FoundDeal };

const LOG_LENGTH = 50;
const FIRST_COLUMN: Slot = { pile: 'tableau', index: 0 };

export function statusOf(position: Position): GameStatus {
  return games[position.session.game].status(position.state);
}

/** The move log of a session, rebuilt by replaying it (used when a game is loaded). */
function logOf(position: Position): string[] {
  const rules = games[position.session.game];
  let state = rules.newGame({ ...position.session.options, seed: position.session.seed });
  const log: string[] = [];
  for (const move of position.session.moves) {
    log.push(describeMove(state, move));
    state = rules.applyMove(state, move);
  }
  return log.slice(-LOG_LENGTH);
}

export function initialUiState(position: Position, notice: string | null = null, preferences: Preferences = DEFAULT_PREFERENCES): UiState {
  const state: UiState = {
    position, cursor: FIRST_COLUMN, depth: 1, held: null,
    notice: notice ? { text: notice, tone: 'error' } : null,
    log: logOf(position), confirm: null, help: false, hint: null, gameNumber: 0, quit: false,
    outlook: preferences.provedLine ? [{ verdict: 'winnable', line: preferences.provedLine }] : [],
    showOutlook: preferences.showOutlook, demo: null, demoUsed: false,
    winnableOnly: preferences.winnableOnly, dealing: null, provedDeal: preferences.provedLine !== undefined,
  };
  return { ...state, depth: defaultDepth(state, FIRST_COLUMN) };
}

function movable(ui: UiState, slot: Slot): number {
  if (slot.pile === 'stock') return 0;
  return rulesOf(ui).movableCount(ui.position.state, slot);
}

function movesOf(ui: UiState, from: PileRef, count: number): CardMove[] {
  return rulesOf(ui)
    .legalMoves(ui.position.state)
    .filter((m): m is CardMove => m.type === 'move' && sameSlot(m.from, from) && m.count === count);
}

/** Destinations that accept `count` cards from `from`. */
export function destinations(ui: UiState, from: PileRef, count: number): PileRef[] {
  return movesOf(ui, from, count).map((m) => m.to);
}

/** The deepest pick that some pile accepts, or the whole movable run when none does. */
function defaultDepth(ui: UiState, slot: Slot): number {
  const max = movable(ui, slot);
  if (slot.pile === 'stock') return 1;
  for (let count = max; count >= 1; count--) if (movesOf(ui, slot, count).length > 0) return count;
  return Math.max(1, max);
}

function withCursor(ui: UiState, cursor: Slot): UiState {
  return { ...ui, cursor, depth: ui.held ? ui.depth : defaultDepth(ui, cursor) };
}

function info(ui: UiState, text: string): UiState {
  return { ...ui, notice: { text, tone: 'info' } };
}

function error(ui: UiState, text: string): UiState {
  return { ...ui, notice: { text, tone: 'error' } };
}

function rulesOf(ui: UiState) {
  return games[ui.position.session.game];
}

/** Plays a legal move and logs it in words; the solver's findings follow it. */
function played(ui: UiState, move: Move): UiState {
  const words = describeMove(ui.position.state, move);
  return {
    ...ui, position: play(ui.position, move), held: null, notice: null, log: [...ui.log, words].slice(-LOG_LENGTH),
    outlook: afterPlay(ui.outlook, movesPlayed(ui.position), move),
  };
}

/** What the solver has found about the position on the table, if anything yet. */
export function currentFinding(ui: UiState): Finding | undefined {
  return ui.outlook[movesPlayed(ui.position)];
}

/** Where nothing is hidden any more (Game.canAutoFinish), the game plays its last cards up by itself. */
function autoFinish(ui: UiState): UiState {
  const rules = rulesOf(ui);
  let next = ui;
  while (rules.canAutoFinish?.(next.position.state)) {
    const state = next.position.state;
    const move = state.tableau
      .map((_, index) => rules.toFoundation?.(state, { pile: 'tableau', index }))
      .find((m) => m !== undefined);
    if (!move) break;
    next = played(next, move);
  }
  return next;
}

/** Plays a move through the rules; an illegal one leaves everything as it was and says why. */
function attempt(ui: UiState, move: Move): UiState {
  try {
    return settle(autoFinish(played(ui, move)));
  } catch (e) {
    if (e instanceof IllegalMoveError) return error(ui, e.reason);
    throw e;
  }
}

/** f: the card held, or else the card under the cursor, goes to its foundation. */
function toFoundation(ui: UiState): UiState {
  const rules = rulesOf(ui);
  if (!rules.toFoundation) return error(ui, `${rules.title} has no foundations.`);
  const from = ui.held?.from ?? ui.cursor;
  if (from.pile === 'stock') return error(ui, 'Cards go up from the waste or a column, not from the stock.');
  if (from.pile === 'foundation') return error(ui, 'That card is on its foundation already.');
  const pile = pileOf(ui.position.state, from) ?? [];
  if (pile.length === 0) return error(ui, 'There is no card here.');
  const move = rules.toFoundation(ui.position.state, from);
  if (!move) return error(ui, `${describeCards(ui.position.state, from, 1)} cannot go to its foundation yet.`);
  return attempt({ ...ui, held: null, cursor: from }, move);
}

/** a: every card that can safely go up goes up. */
function autoplay(ui: UiState): UiState {
  const rules = rulesOf(ui);
  if (!rules.safeToFoundation) return error(ui, `${rules.title} has no foundations.`);
  let next: UiState = { ...ui, held: null };
  for (let move = rules.safeToFoundation(next.position.state); move; move = rules.safeToFoundation(next.position.state)) {
    next = played(next, move);
  }
  if (next === ui || next.position === ui.position) return info(next, 'No card can safely go up now.');
  return settle(autoFinish(next));
}

/**
 * After the board changes: keep the cursor on a real pile, choose a sensible depth, and mark a
 * game that has just ended so its result is counted once (undoing out of it and back does not
 * count it again).
 */
function settle(ui: UiState): UiState {
  const rows = slotRows(ui.position.state);
  const next = withCursor(ui, findSlot(rows, ui.cursor) ? ui.cursor : FIRST_COLUMN);
  const { session } = next.position;
  if (session.recorded || statusOf(next.position) === 'playing') return next;
  return { ...next, position: { ...next.position, session: { ...session, recorded: true } } };
}

function step(ui: UiState, dx: number): UiState {
  const rows = slotRows(ui.position.state);
  const at = findSlot(rows, ui.cursor) ?? { row: rows.length - 1, col: 0 };
  const row = rows[at.row]!;
  if (!ui.held) return withCursor(ui, row[(at.col + dx + row.length) % row.length]!);
  // Holding a run: step between the piles that accept it, and the pile it came from.
  const stops = rows.flat().filter((s) => sameSlot(s, ui.held!.from) || destinations(ui, ui.held!.from, ui.held!.count).some((d) => sameSlot(d, s)));
  const flat = rows.flat();
  const index = flat.findIndex((s) => sameSlot(s, ui.cursor));
  for (let i = 1; i <= flat.length; i++) {
    const candidate = flat[(index + dx * i + flat.length * 2) % flat.length]!;
    if (stops.some((s) => sameSlot(s, candidate))) return { ...ui, cursor: candidate };
  }
  return ui;
}

function vertical(ui: UiState, deeper: boolean): UiState {
  if (ui.held) return ui;
  const rows = slotRows(ui.position.state);
  const at = findSlot(rows, ui.cursor);
  const max = movable(ui, ui.cursor);
  if (deeper && ui.depth < max) return { ...ui, depth: ui.depth + 1, notice: null };
  if (!deeper && ui.depth > 1) return { ...ui, depth: ui.depth - 1, notice: null };
  // At the end of the run: move between rows where there are several (a game's top row).
  if (at && rows.length > 1) {
    const row = at.row + (deeper ? -1 : 1);
    if (row >= 0 && row < rows.length) return withCursor({ ...ui, notice: null }, nearestInRow(ui.position.state, rows[row]!, ui.cursor));
  }
  return ui;
}

function pickUp(ui: UiState): UiState {
  const slot = ui.cursor;
  if (slot.pile === 'stock') return deal(ui);
  const pile = pileOf(ui.position.state, slot) ?? [];
  if (pile.length === 0) return error(ui, 'There is nothing here to pick up.');
  const max = movable(ui, slot);
  if (max === 0) return error(ui, 'That card cannot move.');
  const count = Math.min(ui.depth, max);
  const targets = destinations(ui, slot, count);
  const cards = describeCards(ui.position.state, slot, count);
  if (targets.length === 0) return error(ui, `No pile takes ${cards}.`);
  const held = { from: slot, count };
  // Picking up the hinted cards goes straight to the hinted pile.
  const hinted = ui.hint && sameSlot(ui.hint.from, slot) && ui.hint.count === count ? ui.hint.to : undefined;
  return {
    ...ui, held, cursor: hinted ?? targets[0]!,
    notice: { text: `Holding ${cards}: choose a highlighted pile, Enter to drop, Esc to put it back.`, tone: 'info' },
  };
}

function drop(ui: UiState, to: Slot): UiState {
  const held = ui.held!;
  if (sameSlot(to, held.from)) return { ...ui, held: null, cursor: held.from, notice: null };
  if (to.pile === 'stock') return error(ui, 'Cards cannot go onto the stock.');
  return attempt({ ...ui, cursor: to }, { type: 'move', from: held.from, to, count: held.count });
}

/**
 * A click: while holding cards, drops them on the pile clicked (the pile they came from puts them
 * back); on the stock, deals or draws; on a card, picks up the run from that card, as choosing it
 * with the keys and pressing Enter would. A double click sends the card to its foundation, in
 * games that have foundations.
 */
function click(ui: UiState, slot: Slot, index: number | undefined, double: boolean): UiState {
  const base: UiState = { ...ui, notice: null };
  if (slot.pile === 'stock') return ui.held ? drop(base, slot) : deal(base);
  const pile = pileOf(ui.position.state, slot) ?? [];
  const onTop = index === undefined || index === pile.length - 1;
  if (double && onTop && rulesOf(ui).toFoundation) return toFoundation({ ...base, held: null, cursor: slot });
  if (ui.held) return drop(base, slot);
  const count = index === undefined ? 1 : pile.length - index;
  if (pile.length === 0) return withCursor(base, slot);
  if (count > movable(ui, slot)) return error(withCursor(base, slot), 'Those cards do not move together: click a card of the run on top.');
  return pickUp({ ...base, cursor: slot, depth: count });
}

/** d: deal (or draw); where the rules offer no deal but a recycle, turn the waste over. */
function deal(ui: UiState): UiState {
  const legal = rulesOf(ui).legalMoves(ui.position.state);
  const recycle = !legal.some((m) => m.type === 'deal') && legal.some((m) => m.type === 'recycle');
  return attempt({ ...ui, held: null }, recycle ? { type: 'recycle' } : { type: 'deal' });
}

/** A game starts; `provedLine` wins it from the deal when the deal was proved winnable. */
function startGame(ui: UiState, position: Position, provedLine?: readonly Move[]): UiState {
  const preferences: Preferences = { showOutlook: ui.showOutlook, winnableOnly: ui.winnableOnly, provedLine };
  return { ...initialUiState(position, null, preferences), gameNumber: ui.gameNumber + 1, log: [] };
}

/** The same deal again from the start, still marked as proved when it was. */
function restarted(ui: UiState): UiState {
  return startGame(ui, restart(ui.position), ui.provedDeal ? ui.outlook[0]?.line : undefined);
}

/** A new deal: at once, or (winnable deals only) once the solver has found one. */
function newDeal(ui: UiState, anySeed: number): UiState {
  const seed = seedInRange(anySeed, games[ui.position.session.game].deals);
  if (ui.winnableOnly) return { ...ui, held: null, confirm: null, notice: null, dealing: { firstSeed: seed } };
  return startGame(ui, newSession(ui.position.session.game, seed, ui.position.session.options));
}

/** The solver's deal: proved winnable (its line known from the start), or the first one tried. */
function dealt(ui: UiState, found: FoundDeal): UiState {
  if (!ui.dealing) return ui;
  const next = startGame({ ...ui, dealing: null }, newSession(ui.position.session.game, found.seed, ui.position.session.options), found.proved ? found.line : undefined);
  if (found.proved) return next;
  return { ...next, notice: { text: 'No deal could be proved winnable in time: this one is dealt unproved.', tone: 'info' } };
}

function answer(ui: UiState, confirm: Confirm, yes: boolean): UiState {
  if (!yes) return { ...ui, confirm: null, notice: null };
  if (confirm.kind === 'new') return newDeal(ui, confirm.seed);
  return restarted(ui);
}

function toggleWinnable(ui: UiState): UiState {
  const winnableOnly = !ui.winnableOnly;
  const text = winnableOnly ? 'New deals: only deals the solver proves winnable (W: any deal).' : 'New deals: any deal (W: only winnable ones).';
  return { ...ui, winnableOnly, notice: { text, tone: 'info' } };
}

/** A game in progress asks before it is abandoned; a finished or untouched one does not. */
function needsConfirm(ui: UiState): boolean {
  return statusOf(ui.position) === 'playing' && movesPlayed(ui.position) > 0;
}

/** t: the next move of a known winning line, else the engine's best move, or what else to do. */
function showHint(ui: UiState): UiState {
  const { state } = ui.position;
  const finding = currentFinding(ui);
  const line = finding?.verdict === 'winnable' ? finding.line : undefined;
  const next = line?.[0];
  if (line && next) {
    const reason = winInReach(line.length);
    if (next.type !== 'move') return { ...ui, held: null, notice: { text: `Hint: ${stockAdvice(state, next)} (${reason}).`, tone: 'info' } };
    return pointAt(ui, next, reason);
  }
  const found = hint(state, lastMove(ui.position));
  if (found.kind === 'move') return pointAt(ui, found.move, found.reason);
  if (found.kind === 'deal') return { ...ui, held: null, notice: { text: `Hint: ${found.reason}.`, tone: 'info' } };
  // The heuristic sees nothing worth doing; only the solver may say that nothing is left.
  const lost = finding?.verdict === 'lost' || statusOf(ui.position) === 'lost';
  const anyMove = rulesOf(ui).legalMoves(state).length > 0;
  const text = lost || !anyMove
    ? `${capitalise(found.reason)}.`
    : finding === undefined
      ? 'No move stands out; the solver is still looking for a way to win.'
      : 'No move stands out, and the solver could not tell in time whether a win is left.';
  return { ...ui, held: null, notice: { text, tone: 'info' } };
}

function pointAt(ui: UiState, move: CardMove, reason: string): UiState {
  const text = `Hint: ${describeMove(ui.position.state, move)} (${reason}). Enter picks it up.`;
  return { ...ui, held: null, hint: move, cursor: move.from, depth: move.count, notice: { text, tone: 'info' } };
}

/** The solver's answer for the position on the table (an answer for another one is stale). */
function analysed(ui: UiState, state: GameState, result: SolveResult): UiState {
  if (state !== ui.position.state) return ui;
  const at = movesPlayed(ui.position);
  const outlook = withFinding(ui.outlook, at, { verdict: result.verdict, line: result.verdict === 'winnable' ? result.moves : undefined });
  const next = { ...ui, outlook };
  const since = movesSinceWinLost(outlook, at);
  if (since === undefined || !ui.showOutlook || ui.confirm || ui.help) return next;
  const text = since === 1
    ? 'That move lost the game: u takes it back, U goes back to the last winnable position.'
    : `The win slipped away ${plural(since, 'move')} ago: U goes back to the last winnable position.`;
  return { ...next, notice: { text, tone: 'error' } };
}

/** U: back to the latest position known to be winnable, the moves it skips kept for redo. */
function rewind(ui: UiState): UiState {
  const at = movesPlayed(ui.position);
  if (currentFinding(ui)?.verdict === 'winnable') return info(ui, 'This position can still be won: no need to go back.');
  const target = lastWinnable(ui.outlook, at - 1);
  if (target === undefined) return info(ui, 'No earlier position of this game is known to be winnable.');
  let position = ui.position;
  while (movesPlayed(position) > target) position = undo(position);
  const skipped = at - target;
  return settle({
    ...ui, held: null, position, log: logOf(position),
    notice: { text: `Back ${plural(skipped, 'move')}, to the last winnable position; r replays them one by one.`, tone: 'info' },
  });
}

/** D: the demo plays the known winning line from here. */
function startDemo(ui: UiState): UiState {
  if (statusOf(ui.position) !== 'playing') return info(ui, 'The game is over: there is nothing left to play.');
  const finding = currentFinding(ui);
  if (finding?.verdict !== 'winnable' || !finding.line?.length) {
    return info(ui, finding?.verdict === 'lost' ? 'No way to win is left from here, so the demo has nothing to play.' : 'No win is known from here yet, so the demo plays nothing.');
  }
  return {
    ...ui, held: null, demo: { intervalMs: DEMO_INTERVAL_MS }, demoUsed: true,
    notice: { text: 'Demo: playing the winning line. + faster, - slower, any other key stops it.', tone: 'info' },
  };
}

/** The demo's next move; it stops when the line ends or is no longer known. */
function demoStep(ui: UiState): UiState {
  if (!ui.demo) return ui;
  const next = currentFinding(ui)?.line?.[0];
  if (!next) return { ...ui, demo: null };
  const after = attempt(ui, next);
  return statusOf(after.position) === 'playing' ? after : { ...after, demo: null };
}

function demoPace(ui: UiState, factor: number): UiState {
  const intervalMs = Math.min(DEMO_SLOWEST_MS, Math.max(DEMO_FASTEST_MS, ui.demo!.intervalMs * factor));
  return { ...ui, demo: { intervalMs }, notice: { text: `Demo: a move every ${intervalMs} ms. Any other key stops it.`, tone: 'info' } };
}

export function reduce(ui: UiState, action: UiAction): UiState {
  const next = reduceAction(ui, action);
  // A hint shows until the next key; picking up the hinted cards carries it to their drop.
  return next.hint && action.type !== 'hint' && !((action.type === 'select' || action.type === 'click') && next.held) ? { ...next, hint: null } : next;
}

function reduceAction(ui: UiState, action: UiAction): UiState {
  if (action.type === 'analysis') return analysed(ui, action.state, action.result);
  if (action.type === 'dealt') return dealt(ui, action.found);
  // While a winnable deal is looked for, only quitting works.
  if (ui.dealing) return action.type === 'quit' ? { ...ui, quit: true } : ui;
  if (ui.demo) {
    if (action.type === 'demoStep') return demoStep(ui);
    if (action.type === 'faster') return demoPace(ui, 0.5);
    if (action.type === 'slower') return demoPace(ui, 2);
    return { ...ui, demo: null, notice: { text: 'Demo stopped.', tone: 'info' } };
  }
  if (ui.help) {
    if (action.type === 'toggleWinnable') return toggleWinnable(ui);
    return action.type === 'quit' ? { ...ui, quit: true } : { ...ui, help: false };
  }
  if (ui.confirm) {
    if (action.type === 'yes') return answer(ui, ui.confirm, true);
    if (action.type === 'no' || action.type === 'new' || action.type === 'cancel') return answer(ui, ui.confirm, false);
    if (action.type === 'quit') return { ...ui, quit: true };
    return ui;
  }
  switch (action.type) {
    case 'left':
      return step(ui, -1);
    case 'right':
      return step(ui, 1);
    case 'up':
      return vertical(ui, true);
    case 'down':
      return vertical(ui, false);
    case 'select':
      return ui.held ? drop(ui, ui.cursor) : pickUp(ui);
    case 'cancel':
      return ui.held ? { ...ui, cursor: ui.held.from, held: null, notice: null } : { ...ui, notice: null };
    case 'column': {
      const column = ui.position.state.tableau[action.index];
      if (!column) return error(ui, `There is no column ${action.index + 1}.`);
      const slot: Slot = { pile: 'tableau', index: action.index };
      return ui.held ? drop(ui, slot) : withCursor({ ...ui, notice: null }, slot);
    }
    case 'click':
      return click(ui, action.slot, action.index, action.double);
    case 'deal':
      return deal(ui);
    case 'foundation':
      return toFoundation(ui);
    case 'autoplay':
      return autoplay(ui);
    case 'undo':
      if (!canUndo(ui.position)) return info(ui, 'Nothing to undo.');
      return settle({ ...ui, held: null, notice: null, position: undo(ui.position), log: ui.log.slice(0, -1) });
    case 'redo': {
      if (!canRedo(ui.position)) return info(ui, 'Nothing to redo.');
      const move = nextRedo(ui.position)!;
      try {
        const words = describeMove(ui.position.state, move);
        return settle({ ...ui, held: null, notice: null, position: redo(ui.position), log: [...ui.log, words].slice(-LOG_LENGTH) });
      } catch (e) {
        // Only an edited save can hold a redo that no longer applies: say so, and forget it.
        if (!(e instanceof IllegalMoveError)) throw e;
        const session = { ...ui.position.session, redo: [] };
        return error({ ...ui, position: { ...ui.position, session } }, `The move to redo no longer applies: ${e.reason}`);
      }
    }
    case 'new':
      if (!needsConfirm(ui)) return newDeal(ui, action.seed);
      return { ...ui, held: null, confirm: { kind: 'new', seed: action.seed }, notice: { text: 'Abandon this game and deal a new one? y / n', tone: 'info' } };
    case 'restart':
      if (!needsConfirm(ui)) return restarted(ui);
      return { ...ui, held: null, confirm: { kind: 'restart' }, notice: { text: 'Start this deal again from the beginning? y / n', tone: 'info' } };
    case 'help':
      return { ...ui, help: true };
    case 'hint':
      return showHint(ui);
    case 'rewind':
      return rewind(ui);
    case 'toggleOutlook':
      return { ...ui, showOutlook: !ui.showOutlook, notice: { text: ui.showOutlook ? 'Winnable status hidden: w shows it again.' : 'Winnable status shown: w hides it.', tone: 'info' } };
    case 'demo':
      return startDemo(ui);
    case 'toggleWinnable':
      return toggleWinnable(ui);
    case 'yes':
    case 'no':
    case 'other':
    case 'faster':
    case 'slower':
    case 'demoStep':
      return ui;
    case 'quit':
      return { ...ui, quit: true };
  }
}
