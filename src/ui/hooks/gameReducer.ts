// The game screen's reducer: routes each action to the part that owns it (the cursor, cards in
// hand, moves, questions and new games, hints, the demo, the solver's outlook, the review), in the
// order the screen's modes take it: a winnable deal being looked for, the demo, the help screen, a
// deal number typed, a replay, the review, an open question, then play. A message belongs to the key that caused it: every key starts with a
// clear message line. Pure.
import { step, toColumn, vertical } from './cursorReducer.js';
import { fairAnswered, toggleKnowledge } from './fairReducer.js';
import { demoAnswered, duringDemo, startDemo } from './demoReducer.js';
import { click, drop, dropOnColumn, pickUp, putBack } from './heldReducer.js';
import { playHint, showHint } from './hintReducer.js';
import { allSafeUp, deal, redoMove, toFoundation, undoMove } from './movesReducer.js';
import { analysed, rewind, toggleOutlook } from './outlookReducer.js';
import { answer, askNew, askRestart, bringBack, dealt, dealUnproved, toggleWinnable } from './questionReducer.js';
import { fromThePlayer, info, OPEN_HELP, statusOf, type HelpView, type UiAction, type UiState } from './uiState.js';
import { messages } from '../messages.js';
import { openDealNumber, typingDealNumber } from './dealNumberReducer.js';
import { duringReplay } from './replayReducer.js';
import { duringReview, openReview, positionReviewed, reviewAtTheEnd, reviewFinished } from './reviewReducer.js';

export function reduce(ui: UiState, action: UiAction): UiState {
  const cleared = fromThePlayer(action) && ui.notice ? { ...ui, notice: null } : ui;
  const reduced = reviewAtTheEnd(ui, reduceAction(cleared, action), action);
  // A look back belongs to the position it was asked from.
  const next = reduced.lookBack && reduced.position !== ui.position ? { ...reduced, lookBack: null } : reduced;
  // A hint shows until the next key; picking up the hinted cards carries it to their drop. What
  // the player did not do (the solver's answer) leaves it, unless the position changed.
  const keepHint =
    action.type === 'hint' || ((action.type === 'select' || action.type === 'click') && next.held) || (!fromThePlayer(action) && next.position === ui.position);
  return next.hint && !keepHint ? { ...next, hint: null } : next;
}

/** How far a key scrolls the help (↑ ↓ a line, PgUp PgDn a page, Home End to either end); undefined: it closes it. */
function helpStep(type: UiAction['type'], help: HelpView): number | undefined {
  switch (type) {
    case 'up':
      return -1;
    case 'down':
      return 1;
    case 'pageUp':
      return -help.page;
    case 'pageDown':
      return help.page;
    case 'first':
      return -help.top;
    case 'last':
      return help.max - help.top;
    default:
      return undefined;
  }
}

function reduceAction(ui: UiState, action: UiAction): UiState {
  if (action.type === 'analysis') return demoAnswered(analysed(ui, action.state, action.result));
  if (action.type === 'dealt') return dealt(ui, action.found);
  if (action.type === 'fair') return fairAnswered(ui, action.state, action.advice, action.done, showHint);
  if (action.type === 'reviewed') return positionReviewed(ui, action.request, action.position);
  if (action.type === 'reviewDone') return reviewFinished(ui, action.request, action.result);
  // While a winnable deal is looked for, Esc deals one at once, unproved, and quitting works.
  if (ui.dealing) return action.type === 'quit' ? { ...ui, quit: true } : action.type === 'cancel' ? dealUnproved(ui) : ui;
  if (ui.demo) return duringDemo(ui, ui.demo, action);
  if (action.type === 'helpFits') return ui.help ? { ...ui, help: { ...ui.help, top: Math.min(ui.help.top, action.max), max: action.max, page: action.page } } : ui;
  if (ui.help) {
    const by = helpStep(action.type, ui.help);
    if (by !== undefined) return { ...ui, help: { ...ui.help, top: Math.max(0, Math.min(ui.help.max, ui.help.top + by)) } };
    if (action.type === 'toggleWinnable') return toggleWinnable(ui);
    if (action.type === 'goTo') return { ...ui, help: false, quit: true, leaveTo: action.screen };
    return action.type === 'quit' ? { ...ui, quit: true } : { ...ui, help: false };
  }
  // Paused, the board is hidden: p goes on, ? and q still work, and nothing else plays.
  if (ui.paused) {
    if (action.type === 'pause') return { ...ui, paused: false };
    if (action.type === 'help') return { ...ui, help: OPEN_HELP };
    return action.type === 'quit' ? { ...ui, quit: true } : ui;
  }
  if (ui.typed !== null) return typingDealNumber(ui, ui.typed, action);
  if (ui.replay) return duringReplay(ui, action);
  if (ui.review) return duringReview(ui, action) ?? reduceAction({ ...ui, review: null }, action);
  if (ui.confirm) {
    if (action.type === 'yes') return answer(ui, true);
    if (action.type === 'no' || action.type === 'new' || action.type === 'cancel') return answer(ui, false);
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
      return ui.held ? drop(ui, ui.cursor) : (playHint(ui) ?? pickUp(ui));
    case 'cancel':
      return putBack(ui);
    case 'column':
      return ui.held ? dropOnColumn(ui, action.index) : toColumn(ui, action.index);
    case 'click':
      // A drag ends in a drop of what its press picked up, or in nothing.
      if (action.dragged) return ui.held ? drop(ui, action.slot) : ui;
      return click(ui, action.slot, action.index, action.double);
    case 'deal':
      return deal(ui);
    case 'foundation':
      return toFoundation(ui);
    case 'autoplay':
      return allSafeUp(ui);
    case 'undo':
      return bringBack(ui) ?? undoMove(ui);
    case 'redo':
      return redoMove(ui);
    case 'new':
      return askNew(ui, action.seed);
    case 'restart':
      return askRestart(ui);
    case 'help':
      return { ...ui, help: OPEN_HELP };
    case 'pause':
      return statusOf(ui.position) === 'playing' ? { ...ui, paused: true, held: null, cursor: ui.held?.from ?? ui.cursor } : ui;
    case 'hint':
      return ui.hints ? showHint(ui) : info(ui, messages.hintsOff);
    case 'rewind':
      return rewind(ui);
    case 'toggleOutlook':
      return toggleOutlook(ui);
    case 'demo':
      return startDemo(ui);
    case 'toggleWinnable':
      return toggleWinnable(ui);
    case 'toggleKnowledge':
      return toggleKnowledge(ui);
    case 'askDeal':
      return openDealNumber(ui);
    case 'review':
      return openReview(ui);
    case 'erase':
    case 'first':
    case 'last':
    case 'yes':
    case 'no':
    case 'other':
    case 'faster':
    case 'slower':
    case 'demoStep':
    case 'pageUp':
    case 'pageDown':
      return ui;
    case 'quit':
      return { ...ui, quit: true };
    case 'goTo':
      return ui.held ? putBack({ ...ui, quit: true, leaveTo: action.screen }) : { ...ui, quit: true, leaveTo: action.screen };
  }
}
