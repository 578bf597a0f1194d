// Every key of the game screen in one table: the keys, the action each gives, the help screen's
// words for them, the key bar's, and when they apply (the game's members: a stock, foundations,
// its column count; cards held; a question open). The key map (keymap.ts), the help screen
// (helpText.ts) and the key bar (KeyHints.tsx) are all made from it.
import type { Game } from '../engine/game.js';
import type { UiAction } from './hooks/uiState.js';

/** What a key gives: an action, `n`'s without its deal number (drawn where the action is dispatched). */
export type KeyAction = Exclude<UiAction, { type: 'new' }> | { type: 'new' };

/** Keys Ink names rather than types. */
export type NamedKey = 'leftArrow' | 'rightArrow' | 'upArrow' | 'downArrow' | 'return' | 'escape';

/** One key: a character as typed, or a named key. */
export type KeySpec = string | { named: NamedKey };

/** What the help screen and the key bar need to know of the moment. */
export interface KeyContext {
  game: Game;
  /** How many columns the board has (the column keys are 1 to 9, then 0 for the tenth; 0 for an overlapping layout). */
  columns: number;
  /** Whether the board has a row above its columns. */
  topRow: boolean;
  holding: boolean;
  /** A question (n, R) waits for y or n. */
  asking: boolean;
  winnableOnly: boolean;
  /** The player shows what the solver knows (K). */
  knowledge: boolean;
}

export interface KeyBinding {
  keys: readonly { key: KeySpec; action: KeyAction }[];
  /** The help screen's line: the keys as written, and what they do. */
  help?: { keys: (c: KeyContext) => string; words: (c: KeyContext) => string };
  /** The key bar's entries: its words, and its place (the most useful first). */
  bar?: readonly { words: (c: KeyContext) => string; rank: number; when: (c: KeyContext) => boolean }[];
  /** When these keys apply at all (absent: always). */
  when?: (c: KeyContext) => boolean;
}

const hasStock = (c: KeyContext) => c.game.stockWords !== undefined;
const hasFoundations = (c: KeyContext) => c.game.toFoundation !== undefined;
const playsSafeCards = (c: KeyContext) => c.game.safeToFoundation !== undefined;
/** The key bar while playing (not holding cards, no question open), and while holding cards. */
const playing = (c: KeyContext) => !c.holding && !c.asking;
const holding = (c: KeyContext) => c.holding && !c.asking;
const asking = (c: KeyContext) => c.asking;

const key = (typed: string, action: KeyAction) => ({ key: typed, action });
const named = (name: NamedKey, action: KeyAction) => ({ key: { named: name }, action });
const fixed = (words: string) => () => words;

/** The column keys as written: "1-8", or "1-9, 0" where 0 is the tenth. */
function columnKeys(columns: number, dash = '-'): string {
  return columns >= 10 ? `1${dash}9, 0` : `1${dash}${columns}`;
}

const COLUMN_KEYS = Array.from({ length: 10 }, (_, index) => key(String((index + 1) % 10), { type: 'column', index }));

export const KEY_BINDINGS: readonly KeyBinding[] = [
  {
    keys: [named('leftArrow', { type: 'left' }), key('h', { type: 'left' }), named('rightArrow', { type: 'right' }), key('l', { type: 'right' })],
    help: { keys: fixed('← → h l'), words: fixed('move between piles (holding cards: between the piles that take them)') },
    bar: [
      // An overlapping layout has no columns: the arrows go between its free cards.
      { words: (c) => (c.columns > 0 ? '←→ column' : '←→ card'), rank: 1, when: playing },
      { words: fixed('←→ choose pile'), rank: 1, when: holding },
    ],
  },
  {
    keys: [named('upArrow', { type: 'up' }), key('k', { type: 'up' }), named('downArrow', { type: 'down' }), key('j', { type: 'down' })],
    help: {
      keys: fixed('↑ ↓ k j'),
      words: (c) => (c.columns > 0 ? `more or fewer cards of the run${c.topRow ? ' (↑ past it: the top row)' : ''}` : 'the row above or below (↑ past the top: the stock)'),
    },
    bar: [{ words: (c) => (c.columns > 0 ? '↑↓ run' : '↑↓ row'), rank: 2, when: playing }],
  },
  {
    keys: [named('return', { type: 'select' }), key(' ', { type: 'select' }), named('escape', { type: 'cancel' })],
    help: { keys: fixed('Enter Space'), words: fixed('pick up the chosen cards, or drop them (after a hint to draw or deal: play it); Esc puts them back') },
    bar: [
      { words: fixed('⏎ pick up'), rank: 3, when: playing },
      { words: fixed('⏎ drop'), rank: 2, when: holding },
      { words: fixed('Esc put back'), rank: 3, when: holding },
    ],
  },
  {
    keys: [],
    help: { keys: fixed('click'), words: (c) => `a card: pick up its run; a pile: drop there${c.game.stockWords ? `; the stock: ${c.game.stockWords.verb}` : ''}` },
  },
  {
    keys: COLUMN_KEYS,
    // A board without columns (an overlapping layout) has no column keys to show.
    when: (c) => c.columns > 0,
    help: {
      keys: (c) => columnKeys(c.columns, '–').replace(',', ''),
      words: (c) => `jump to a column${c.columns >= 10 ? ' (0 is the tenth)' : ''}; holding cards: drop them there`,
    },
    bar: [{ words: (c) => `${columnKeys(c.columns)} drop there`, rank: 4, when: holding }],
  },
  {
    keys: [key('d', { type: 'deal' })],
    when: hasStock,
    help: { keys: fixed('d'), words: (c) => `${c.game.stockWords!.advice}${c.game.hintTraits.drawsToWaste ? ', or turn the waste over' : ''}` },
    bar: [{ words: (c) => `d ${c.game.stockWords!.verb}`, rank: 4, when: playing }],
  },
  {
    keys: [key('f', { type: 'foundation' }), key('a', { type: 'autoplay' })],
    when: hasFoundations,
    // `a` only where the game knows which cards are safe to put up (not a hole, say).
    help: {
      keys: (c) => (playsSafeCards(c) ? 'f a' : 'f'),
      words: (c) => `card up (or double-click it)${playsSafeCards(c) ? '; every card that can safely go up' : ''}`,
    },
    bar: [
      { words: fixed('f up'), rank: 8, when: playing },
      { words: fixed('a all up'), rank: 9, when: (c) => playing(c) && playsSafeCards(c) },
    ],
  },
  {
    keys: [key('u', { type: 'undo' }), key('r', { type: 'redo' })],
    help: { keys: fixed('u r'), words: fixed('undo (at the start of a new deal: back to the game you left), redo') },
    bar: [
      { words: fixed('u undo'), rank: 5, when: playing },
      { words: fixed('r redo'), rank: 11, when: playing },
    ],
  },
  {
    keys: [key('t', { type: 'hint' })],
    help: { keys: fixed('t'), words: fixed('hint: the move that wins most sampled deals (K: of a known win)') },
    bar: [{ words: fixed('t hint'), rank: 6, when: playing }],
  },
  {
    keys: [key('U', { type: 'rewind' }), key('D', { type: 'demo' })],
    help: { keys: fixed('U D'), words: fixed('back to the last winnable position (r replays); demo of the win') },
  },
  {
    keys: [key('n', { type: 'new' }), key('R', { type: 'restart' })],
    help: { keys: fixed('n R'), words: fixed('new deal; restart this deal (both ask while a game is on)') },
    bar: [
      { words: fixed('n new'), rank: 10, when: playing },
      { words: fixed('R restart'), rank: 12, when: playing },
    ],
  },
  {
    // n means "no" while a question is open: the reducer decides, as it does for every key.
    keys: [key('y', { type: 'yes' }), key('Y', { type: 'yes' })],
    bar: [
      { words: fixed('y yes'), rank: 1, when: asking },
      { words: fixed('n no'), rank: 2, when: asking },
    ],
  },
  {
    keys: [key('?', { type: 'help' }), key('q', { type: 'quit' })],
    help: { keys: fixed('? q Ctrl+Z'), words: fixed('this help (any key closes it); quit, or suspend (both save the game)') },
    bar: [{ words: fixed('q quit'), rank: 7, when: (c) => !c.holding }],
  },
  {
    keys: [key('w', { type: 'toggleOutlook' }), key('W', { type: 'toggleWinnable' })],
    help: { keys: fixed('w W'), words: (c) => `winnable status shown or not; winnable deals only (now ${c.winnableOnly ? 'on' : 'off'})` },
  },
  {
    keys: [key('K', { type: 'toggleKnowledge' })],
    help: {
      keys: fixed('K'),
      words: (c) => `status, warnings, hints from what the solver knows, not sampled (now ${c.knowledge ? 'on' : 'off'})`,
    },
  },
  {
    // The demo's pace; any other key stops it.
    keys: [key('+', { type: 'faster' }), key('=', { type: 'faster' }), key('-', { type: 'slower' })],
  },
];

/** The bindings that apply now. */
export function bindingsFor(c: KeyContext): KeyBinding[] {
  return KEY_BINDINGS.filter((binding) => binding.when?.(c) ?? true);
}
