// Every sentence the game screen says to the player on its message line, in one place, so the
// words stay consistent; the message line wraps a long one to at most three lines.
// The engine's own words (a move, a card, why a move is illegal) come from the engine.
import { plural } from '../engine/plural.js';
import { formatDuration } from '../text/duration.js';

export const messages = {
  noFoundations: (title: string) => `${title} has no foundations.`,
  noSafeCards: (title: string) => `${title} puts no card up by itself: f sends the chosen card up.`,
  notFromStock: 'Cards go up from the waste or a column, not from the stock.',
  onFoundationAlready: 'That card is on its foundation already.',
  noCardHere: 'There is no card here.',
  cannotGoUp: (cards: string) => `${cards} cannot go to its foundation yet.`,
  nothingSafeUp: 'No card can safely go up now.',
  nothingToPickUp: 'There is nothing here to pick up.',
  cannotMove: 'That card cannot move.',
  noPileTakes: (cards: string) => `No pile takes ${cards}.`,
  /** Where cards leave in pairs, a card that no free card pairs with. */
  nothingPairs: (cards: string) => `No free card pairs with ${cards} now.`,
  holding: (cards: string) => `Holding ${cards}: choose a highlighted pile, Enter to drop, Esc to put it back.`,
  holdingToPair: (cards: string) => `Holding ${cards}: choose a highlighted card it pairs with, Enter to remove both, Esc to put it back.`,
  notOntoStock: 'Cards cannot go onto the stock.',
  notARun: 'Those cards do not move together: click a card of the run on top.',
  noColumn: (index: number) => `There is no column ${index + 1}.`,
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  redoGone: (reason: string) => `The move to redo no longer applies: ${reason}`,

  abandonQuestion: 'Abandon this game and deal a new one? y / n',
  /** # asks for a deal number: the game's range, and the digits typed so far. */
  dealNumber: (first: number, last: number, typed: string) => `Deal number (${first} to ${last}): ${typed}_  Enter deals it, Esc cancels.`,
  /** A shared game shown as a replay, at move `at` of `total`. */
  replay: (at: number, total: number) => `Replay: move ${at} of ${total}. ← → step, Home/End, Enter plays on from here, q quits.`,
  restartQuestion: 'Start this deal again from the beginning? y / n',
  /** Right after a new deal or a restart that left an unfinished game behind. */
  leftBehind: (what: string, seed: number, moves: number) =>
    `${what}. u brings back the game you left (deal ${seed}, ${plural(moves, 'move')}).`,
  /** At the start of a sitting whose game, at move 0, was dealt in place of one left unfinished. */
  leftBehindOffer: (seed: number, moves: number) => `u brings back the game you left (deal ${seed}, ${plural(moves, 'move')}).`,
  broughtBack: (seed: number, moves: number) => `Back to the game you left: deal ${seed}, ${plural(moves, 'move')}.`,
  unprovedDeal: 'No deal could be proved winnable in time: this one is dealt unproved.',
  dealtUnproved: 'Dealt without waiting for a proof: this deal may not be winnable.',
  /** A difficulty was asked of new deals, and the variant's book has no rated deal of it left. */
  noBandLeft: (band: string, unrated: boolean) =>
    unrated ? `This game's deals are not rated by difficulty: this is any proved deal, not one chosen ${band}.` : `No ${band} deal is left among the rated deals of this game: this is another proved deal.`,
  winnableOnly: (on: boolean) => (on ? 'New deals: only deals the solver proves winnable (W: any deal).' : 'New deals: any deal (W: only winnable ones).'),
  outlookShown: (shown: boolean) => (shown ? 'Winnable status shown: w hides it.' : 'Winnable status hidden: w shows it again.'),
  knowledgeShown: (on: boolean) =>
    on
      ? 'Showing what the solver knows (it sees the hidden cards): K shows only what you could know.'
      : 'Showing what you could know: chances from deals sampled for the hidden cards (K: what the solver knows).',
  lookingForDeal: (spinner: string) => `Looking for a deal the solver can prove winnable ${spinner} Esc: deal one now, unproved.`,

  /** A card move: `atOnce`, Enter plays it (the card has one place to go); else Enter picks it up. */
  hintMove: (move: string, reason: string, atOnce: boolean) => `Hint: ${move} (${reason}). Enter ${atOnce ? 'plays it' : 'picks it up'}.`,
  hintStock: (advice: string, reason?: string) => `Hint: ${advice}${reason ? ` (${reason})` : ''}. Enter plays it.`,
  hintsOff: 'Hints are off (s: settings).',
  hintNothing: (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`,
  /** The fair hint's chance with its move, and the range it is 95% sure of (in percent). */
  fairEstimate: (chance: number, low: number, high: number) => `about ${chance}% to win with it, likely ${low}–${high}%`,
  /** The sampling ended before its estimate was worth showing: the move is its best guess. */
  fairGuess: (chance: number) => `a guess: about ${chance}% to win with it, too few deals decided to be sure`,
  /** t before the fair estimate is worth showing: the hint shows by itself once it is. */
  hintThinking: 'Hint: thinking… it shows here as soon as it is sure enough.',
  hintSolverLooking: 'No move stands out; the solver is still looking for a way to win.',
  hintSolverUnsure: 'No move stands out, and the solver could not tell in time whether a win is left.',

  stillWinnable: 'This position can still be won: no need to go back.',
  noEarlierWinnable: 'No earlier position of this game is known to be winnable.',
  rewound: (moves: number) => `Back ${plural(moves, 'move')}, to the last winnable position; r replays them one by one.`,

  reviewing: (done: number, moves: number) => `Reviewing… ${done} of ${plural(moves, 'move')}`,
  reviewDone: (moves: number) => `Review of ${plural(moves, 'move')}`,
  reviewFalls: 'Where a move cost you most against the best move there:',
  reviewNoFall: 'No move cost you 10 points or more against the best move there.',
  reviewNeverWinnable: 'The solver: this deal could never be won.',
  reviewNotLost: 'The solver: no move lost the deal.',
  reviewMove: (move: number, played: string, lostTheDeal: boolean) => `move ${move}${lostTheDeal ? ' lost the deal' : ''}: ${played}`,
  /** A move's own chance, and the best move's there, both from the position before it. */
  reviewWithIt: (chance: number) => `${chance}% with it`,
  reviewBest: (chance: number) => `${chance}% with the best move`,
  reviewBetter: (words: string, chance: number) => `better: ${words} (${chance}%)`,
  reviewedBack: (move: number, last: number) => `Back to before move ${move}; r replays ${move === last ? 'it' : `moves ${move} to ${last}`}.`,
  reviewNothing: 'No move played yet: nothing to review.',
  reviewUnavailable: 'The background solver is not running, so nothing could be reviewed.',

  gameOver: 'The game is over: there is nothing left to play.',
  paused: 'Paused — p to go on',
  demoNothingLost: 'No way to win is left from here, so the demo has nothing to play.',
  demoNothingKnown: 'The solver could not find a win from here within its budget, so the demo plays nothing.',
  demoWaiting: (spinner: string | undefined) => `Demo: waiting for the solver to find the win${spinner ? ` ${spinner}` : '…'} Esc calls it off.`,
  demoCalledOff: 'Demo called off.',
  demoPlaying: 'Demo: playing the winning line. + faster, - slower, any other key stops it.',
  demoPace: (intervalMs: number) => `Demo: a move every ${intervalMs} ms. Any other key stops it.`,
  demoStopped: 'Demo stopped.',

  won: (byDemo: boolean, moves: number, elapsedMs: number) =>
    `${byDemo ? 'The demo won this deal' : 'You won'} in ${plural(moves, 'move')} and ${formatDuration(elapsedMs)}! n: new deal · R: play again · v: review · q: quit`,
  /** No legal move is left (the rules say the game is over). */
  noMovesLeft: (moves: number) =>
    moves === 0 ? 'No move can be made: n deals another · R: play it again · q: quit' : 'No moves are left: u: undo · n: new deal · R: play it again · q: quit',
  /**
   * The solver has proved that no way to win is left. `since`: how many moves ago the position was
   * last known winnable (1: the move just played lost it), when one was; `dealLost`: the deal itself
   * is proved lost, so no undo can help; `winnableOnly`: new deals come only from winnable ones.
   */
  noWinLeft: (moves: number, since: number | undefined, dealLost: boolean, winnableOnly: boolean) => {
    if (moves === 0 || dealLost) return winnableOnly ? 'This deal cannot be won: n deals one the solver proves winnable.' : 'This deal cannot be won: n deals another, W deals only winnable ones.';
    if (since === 1) return 'That move lost the game: u takes it back, n deals another.';
    if (since !== undefined) return `No way to win is left: U goes back ${plural(since, 'move')} to the last winnable position.`;
    return 'No way to win is left from here: u undoes, n deals another.';
  },
  /** The move just played left a chance (from what the player could see) a threshold below the best move's. */
  chanceCut: (from: number, to: number) => `That move cut your chance from ${from}% (the best move's) to ${to}%: u takes it back.`,
  notSaved: (problem: string) => `${problem}; play goes on and each move tries again.`,
  /** Longest first: the screen shows the first that fits the terminal (tooSmall.ts). */
  tooSmall: (need: { columns: number; rows: number }, columns: number, rows: number) => [
    `Leaves needs a terminal of at least ${need.columns}×${need.rows}; this one is ${columns}×${rows}. Make it larger, or press q to quit.`,
    `Leaves needs a terminal of at least ${need.columns}×${need.rows} (this one is ${columns}×${rows}). q quits.`,
    `Leaves needs ${need.columns}×${need.rows}; this is ${columns}×${rows}. q quits.`,
    `Needs ${need.columns}×${need.rows}. q quits.`,
    `Needs ${need.columns}×${need.rows}`,
    `${need.columns}×${need.rows}`,
  ],
} as const;
