// Every key in one table: the keys, the action each gives, the help screen's words for them, the
// key bar's, and when they apply. The game screen's (KEY_BINDINGS) depend on the game's members (a
// stock, foundations, its column count), cards held and a question open; the home, settings and
// statistics screens' (SCREEN_KEYS) on their own moment. The key maps (keymap.ts), the help
// screens (helpText.ts) and the key bars (KeyHints.tsx) are all made from it.
import type { Game } from '../../engine/game.js';
import { gameOf } from '../../engine/games.js';
import type { GameState } from '../../engine/types.js';
import type { HomeAction } from '../hooks/homeReducer.js';
import type { SettingsAction } from '../hooks/settingsReducer.js';
import type { StatsAction } from '../hooks/statsReducer.js';
import type { UiAction } from '../hooks/uiState.js';
import { overlapOf } from '../board/overlapGeometry.js';
import { topRowSlots } from '../board/slots.js';

/** What a key gives: an action, `n`'s without its deal number (drawn where the action is dispatched). */
export type KeyAction = Exclude<UiAction, { type: 'new' }> | { type: 'new' };

/** Keys Ink names rather than types. */
export type NamedKey = 'leftArrow' | 'rightArrow' | 'upArrow' | 'downArrow' | 'return' | 'escape' | 'backspace' | 'home' | 'end' | 'pageUp' | 'pageDown';

/** One key: a character as typed, or a named key. */
export type KeySpec = string | { named: NamedKey };

/** What the help screen and the key bar need to know of the moment. */
export interface KeyContext {
  game: Game;
  /** How many columns the board has (the column keys are 1 to 9, then 0 for the tenth; 0 for an overlapping layout). */
  columns: number;
  /** Whether the board has a row above its columns. */
  topRow: boolean;
  /** Whether Enter plays the chosen card at once rather than picking it up (overlapping cards that leave one at a time, or one pile to play onto). */
  playsAtOnce: boolean;
  /** Cards leave in pairs (an overlapping layout): a held card is played on the one it pairs with, not dropped on a pile. */
  pairs: boolean;
  holding: boolean;
  /** A question (n, R) waits for y or n. */
  asking: boolean;
  /** A deal number is being typed (#). */
  typing: boolean;
  /** A shared game is shown as a replay (`leaves open`). */
  replaying: boolean;
  winnableOnly: boolean;
  /** The player shows what the solver knows (K). */
  knowledge: boolean;
  /** Hints are on (the setting): off, t only says so, and the key bar leaves it out. */
  hints: boolean;
  /** The review of the game is open (v). */
  reviewing: boolean;
  /** The game is paused (p). */
  paused?: boolean;
}

/** The keys' context for a position, at a moment of play (holding cards, a question open, a number typed, a replay). */
export function keyContextOf(state: GameState, moment: Pick<KeyContext, 'holding' | 'asking' | 'winnableOnly' | 'typing' | 'replaying' | 'knowledge' | 'hints' | 'reviewing' | 'paused'>): KeyContext {
  const overlap = overlapOf(state);
  return {
    game: gameOf(state), columns: overlap ? 0 : state.tableau.length, topRow: topRowSlots(state).length > 0,
    playsAtOnce: (overlap !== undefined && !overlap.pairs) || gameOf(state).playsAtOnce, pairs: overlap?.pairs === true, ...moment,
  };
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
const playing = (c: KeyContext) => !c.holding && !c.asking && !c.typing && !c.replaying && !c.reviewing && !c.paused;
const holding = (c: KeyContext) => c.holding && !c.asking;
const asking = (c: KeyContext) => c.asking;
const typing = (c: KeyContext) => c.typing;
const replaying = (c: KeyContext) => c.replaying && !c.asking && !c.typing;
const reviewing = (c: KeyContext) => c.reviewing;

const key = <A = KeyAction>(typed: string, action: A) => ({ key: typed, action });
const named = <A = KeyAction>(name: NamedKey, action: A) => ({ key: { named: name }, action });
const fixed = (words: string) => () => words;

/** The column keys as written: "1-8", or "1-9, 0" where 0 is the tenth. */
function columnKeys(columns: number, dash = '-'): string {
  return columns >= 10 ? `1${dash}9, 0` : `1${dash}${columns}`;
}

const COLUMN_KEYS = Array.from({ length: 10 }, (_, index) => key<KeyAction>(String((index + 1) % 10), { type: 'column', index }));

export const KEY_BINDINGS: readonly KeyBinding[] = [
  {
    keys: [named('leftArrow', { type: 'left' }), key('h', { type: 'left' }), named('rightArrow', { type: 'right' }), key('l', { type: 'right' })],
    help: { keys: fixed('← → h l'), words: fixed('move between piles (holding cards: between the piles that take them)') },
    bar: [
      // An overlapping layout has no columns: the arrows go between its free cards.
      { words: (c) => (c.columns > 0 ? '←→ column' : '←→ card'), rank: 1, when: playing },
      { words: (c) => (c.pairs ? '←→ choose its pair' : '←→ choose pile'), rank: 1, when: holding },
    ],
  },
  {
    keys: [named('upArrow', { type: 'up' }), key('k', { type: 'up' }), named('downArrow', { type: 'down' }), key('j', { type: 'down' })],
    help: {
      keys: fixed('↑ ↓ k j'),
      words: (c) => {
        if (c.columns === 0) return 'the row above or below (↑ past the top: the stock)';
        if (c.game.movesOneCard) return `one card moves at a time${c.topRow ? ': ↑ the top row, ↓ back' : ''}`;
        return `more or fewer cards of the run${c.topRow ? ' (↑ past it: the top row)' : ''}`;
      },
    },
    // Where one card moves at a time there is no run to choose.
    bar: [{ words: (c) => (c.columns > 0 ? '↑↓ run' : '↑↓ row'), rank: 2, when: (c) => playing(c) && !(c.columns > 0 && c.game.movesOneCard) }],
  },
  {
    keys: [named('return', { type: 'select' }), key(' ', { type: 'select' }), named('escape', { type: 'cancel' })],
    help: {
      keys: fixed('Enter Space'),
      words: (c) => {
        if (c.playsAtOnce) return 'play the chosen card (after a hint to draw or deal: play it)';
        if (c.pairs) return 'pick up the chosen card, then remove it with the card it pairs with (after a hint to draw or deal: play it); Esc puts it back';
        return 'pick up the chosen cards, or drop them (after a hint to draw or deal: play it); Esc puts them back';
      },
    },
    bar: [
      { words: (c) => (c.playsAtOnce ? '⏎ play' : '⏎ pick up'), rank: 3, when: playing },
      { words: (c) => (c.pairs ? '⏎ remove both' : '⏎ drop'), rank: 2, when: holding },
      { words: fixed('Esc put back'), rank: 3, when: holding },
    ],
  },
  {
    keys: [],
    help: {
      keys: fixed('click'),
      words: (c) =>
        `a card: ${c.pairs ? 'pick it up, then its pair: remove both' : `${c.playsAtOnce ? 'play it' : 'pick up its run'}; a pile: drop there${c.playsAtOnce ? '' : ' (or drag the card onto it)'}`}${c.game.stockWords ? `; the stock: ${c.game.stockWords.verb}` : ''}`,
    },
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
      { words: fixed('f up'), rank: 9, when: playing },
      { words: fixed('a all up'), rank: 10, when: (c) => playing(c) && playsSafeCards(c) },
    ],
  },
  {
    keys: [key('u', { type: 'undo' }), key('r', { type: 'redo' })],
    help: { keys: fixed('u r'), words: fixed('undo (at the start of a new deal: back to the game you left), redo') },
    bar: [
      { words: fixed('u undo'), rank: 5, when: playing },
      { words: fixed('r redo'), rank: 12, when: playing },
    ],
  },
  {
    keys: [key('t', { type: 'hint' })],
    help: { keys: fixed('t'), words: (c) => `hint: the move that wins most sampled deals (K: of a known win)${c.hints ? '' : '; hints are off (s: settings)'}` },
    bar: [{ words: fixed('t hint'), rank: 7, when: (c) => playing(c) && c.hints }],
  },
  {
    // While the review is open, the arrows, Enter and Esc are its own (the reducer decides).
    keys: [key('v', { type: 'review' })],
    help: { keys: fixed('v'), words: fixed('review: the moves that cut your chance most (Enter: back there)') },
    bar: [
      { words: fixed('v review'), rank: 14, when: playing },
      { words: fixed('↑↓ choose'), rank: 1, when: reviewing },
      { words: fixed('⏎ go back there'), rank: 2, when: reviewing },
      { words: fixed('Esc close'), rank: 3, when: reviewing },
    ],
  },
  {
    keys: [key('U', { type: 'rewind' }), key('D', { type: 'demo' })],
    help: { keys: fixed('U D'), words: fixed('back to the last winnable position (r replays); demo of the win') },
  },
  {
    keys: [key('n', { type: 'new' }), key('R', { type: 'restart' })],
    help: { keys: fixed('n R'), words: fixed('new deal; restart this deal (both ask while a game is on)') },
    bar: [
      { words: fixed('n new'), rank: 11, when: playing },
      { words: fixed('R restart'), rank: 13, when: playing },
    ],
  },
  {
    // The digits are the column keys: the reducer reads them as digits while the number is typed.
    keys: [key('#', { type: 'askDeal' }), named('backspace', { type: 'erase' })],
    when: (c) => !c.replaying,
    help: { keys: fixed('#'), words: (c) => `deal a game by its number (${c.game.deals.first} to ${c.game.deals.last}): type it, then Enter` },
    bar: [
      { words: fixed('0-9 deal number'), rank: 1, when: typing },
      { words: fixed('⏎ deal it'), rank: 2, when: typing },
      { words: fixed('Esc cancel'), rank: 3, when: typing },
    ],
  },
  {
    // A replay's keys: ← → step through it (read by the reducer), Home and End go to either end,
    // Enter plays on from the position shown.
    keys: [named('home', { type: 'first' }), named('end', { type: 'last' })],
    when: (c) => c.replaying,
    help: { keys: fixed('← → Home End'), words: fixed('a move back or forward; the deal or the last move. Enter plays on from here as a new game') },
    bar: [
      { words: fixed('←→ step'), rank: 1, when: replaying },
      { words: fixed('Home End'), rank: 2, when: replaying },
      { words: fixed('⏎ play on from here'), rank: 3, when: replaying },
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
    keys: [key('?', { type: 'help' }), key('q', { type: 'quit' }), named('pageUp', { type: 'pageUp' }), named('pageDown', { type: 'pageDown' })],
    help: { keys: fixed('? q Ctrl+Z'), words: fixed('this help (↑ ↓ PgUp PgDn scroll it, any other key closes it); quit, or suspend (both save the game)') },
    bar: [{ words: fixed('q quit'), rank: 8, when: (c) => !c.holding }],
  },
  {
    keys: [key('p', { type: 'pause' })],
    help: { keys: fixed('p'), words: fixed('pause: the board hidden and the clock stopped, until p again (the clock stops in this help too)') },
    bar: [
      { words: fixed('p pause'), rank: 15, when: playing },
      { words: fixed('p go on'), rank: 1, when: (c) => c.paused === true },
    ],
  },
  {
    keys: [key('g', { type: 'goTo', screen: 'home' }), key('s', { type: 'goTo', screen: 'settings' }), key('S', { type: 'goTo', screen: 'stats' })],
    help: { keys: fixed('g s S'), words: fixed('every game (the home), settings, statistics; the game waits, saved') },
    // The way to every other game: before the hint, so that it shows at 80 columns in every game and
    // style (what gives way there is the hint, then quitting, putting cards up and the rest; ? lists them).
    bar: [{ words: fixed('g games'), rank: 6, when: playing }],
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

/** What the key bars and help of the other screens need to know of the moment. */
export interface ScreenContext {
  /** The home was opened from a game (g), which g and Esc go back to. */
  fromGame: boolean;
  /** The home's filter takes the keys typed. */
  filtering: boolean;
  /** The home's options panel is open. */
  options: boolean;
  /** A question waits for y. */
  asking: boolean;
  /** The home looks for today's daily deal. */
  finding: boolean;
}

/** The moment of a screen that has none of these (settings, statistics). */
export const NO_SCREEN_CONTEXT: ScreenContext = { fromGame: false, filtering: false, options: false, asking: false, finding: false };

/** A key of the home, settings or statistics screen: as KeyBinding, with words that are fixed. */
export interface ScreenKey<A> {
  keys: readonly { key: KeySpec; action: A }[];
  help?: { keys: string; words: string };
  bar?: readonly { words: string; rank: number; when?: (c: ScreenContext) => boolean }[];
}

const listing = (c: ScreenContext) => !c.filtering && !c.options && !c.asking && !c.finding;
const choosingOptions = (c: ScreenContext) => c.options && !c.asking;

const HOME_KEYS: readonly ScreenKey<HomeAction>[] = [
  {
    keys: [named('upArrow', { type: 'up' }), key('k', { type: 'up' }), named('downArrow', { type: 'down' }), key('j', { type: 'down' })],
    help: { keys: '↑ ↓ k j', words: 'the game above or below (in the options: the option above or below)' },
    bar: [{ words: '↑↓ game', rank: 1, when: listing }, { words: '↑↓ option', rank: 1, when: choosingOptions }],
  },
  {
    keys: [named('leftArrow', { type: 'left' }), key('h', { type: 'left' }), named('rightArrow', { type: 'right' }), key('l', { type: 'right' })],
    help: { keys: '← → h l', words: 'in the options: another value' },
    bar: [{ words: '←→ value', rank: 2, when: choosingOptions }],
  },
  {
    keys: [named('return', { type: 'select' }), key(' ', { type: 'select' })],
    help: { keys: 'Enter', words: 'play the game: resume the one in progress, or deal one (in the options: deal with them)' },
    bar: [{ words: '⏎ play', rank: 2, when: listing }, { words: '⏎ deal', rank: 3, when: choosingOptions }],
  },
  { keys: [], help: { keys: 'click', words: 'a game: highlight it; the highlighted one: play it' } },
  {
    keys: [key('n', { type: 'new' }), key('o', { type: 'options' })],
    help: { keys: 'n o', words: 'a new deal of the game (asks when one is in progress); its options for new deals' },
    bar: [{ words: 'n new', rank: 5, when: listing }, { words: 'o options', rank: 7, when: listing }],
  },
  {
    keys: [key('d', { type: 'daily' })],
    help: { keys: 'd', words: "today's daily deal of the game: the same for every player, proved winnable (Esc stops the search)" },
    bar: [{ words: 'd daily', rank: 6, when: listing }, { words: 'Esc cancel', rank: 1, when: (c) => c.finding }],
  },
  {
    keys: [key('/', { type: 'filter' }), named('backspace', { type: 'erase' })],
    help: { keys: '/', words: 'find a game by name: type, Enter keeps the list, Esc clears it' },
    bar: [{ words: '/ find', rank: 10, when: listing }, { words: 'type a name  ⏎ done  Esc clear', rank: 1, when: (c) => c.filtering }],
  },
  {
    keys: [key('s', { type: 'settings' }), key('S', { type: 'stats' })],
    help: { keys: 's S', words: 'settings; statistics' },
    bar: [{ words: 's settings', rank: 8, when: listing }, { words: 'S stats', rank: 9, when: listing }],
  },
  {
    keys: [key('g', { type: 'back' }), named('escape', { type: 'back' })],
    help: { keys: 'g Esc', words: 'back to the game (Esc: close the options, clear the filter)' },
    bar: [{ words: 'g back', rank: 3, when: (c) => listing(c) && c.fromGame }, { words: 'Esc close', rank: 4, when: choosingOptions }],
  },
  { keys: [key('y', { type: 'yes' }), key('Y', { type: 'yes' })], bar: [{ words: 'y yes', rank: 1, when: (c) => c.asking }, { words: 'n no', rank: 2, when: (c) => c.asking }] },
  {
    keys: [key('?', { type: 'help' }), key('q', { type: 'quit' })],
    help: { keys: '? q Ctrl+Z', words: 'this help (any key closes it); quit, or suspend' },
    bar: [{ words: 'q quit', rank: 4, when: (c) => !c.filtering && !c.asking }],
  },
];

const SETTINGS_KEYS: readonly ScreenKey<SettingsAction>[] = [
  {
    keys: [named('upArrow', { type: 'up' }), key('k', { type: 'up' }), named('downArrow', { type: 'down' }), key('j', { type: 'down' })],
    help: { keys: '↑ ↓ k j', words: 'the setting above or below' },
    bar: [{ words: '↑↓ setting', rank: 1 }],
  },
  {
    keys: [named('leftArrow', { type: 'left' }), key('h', { type: 'left' }), named('rightArrow', { type: 'right' }), key('l', { type: 'right' }), named('return', { type: 'select' }), key(' ', { type: 'select' })],
    help: { keys: '← → Enter', words: 'another value, kept at once (so does a click on the chosen row)' },
    bar: [{ words: '←→ ⏎ change', rank: 2 }],
  },
  { keys: [key('s', { type: 'back' }), named('escape', { type: 'back' })], help: { keys: 's Esc', words: 'back' }, bar: [{ words: 'Esc back', rank: 3 }] },
  { keys: [key('?', { type: 'help' }), key('q', { type: 'quit' })], help: { keys: '? q Ctrl+Z', words: 'this help (any key closes it); quit, or suspend' }, bar: [{ words: 'q quit', rank: 4 }] },
  { keys: [], help: { keys: 'looks', words: 'Colour theme (classic, contrast, dim: red and black stay apart with 16 colours) and Card back (shade, lattice, solid) change the board at once' } },
];

const STATS_KEYS: readonly ScreenKey<StatsAction>[] = [
  {
    keys: [named('upArrow', { type: 'up' }), key('k', { type: 'up' }), named('downArrow', { type: 'down' }), key('j', { type: 'down' })],
    help: { keys: '↑ ↓ k j', words: 'scroll a line' },
    bar: [{ words: '↑↓ scroll', rank: 1 }],
  },
  {
    keys: [named('pageUp', { type: 'pageUp' }), named('pageDown', { type: 'pageDown' }), named('home', { type: 'top' }), named('end', { type: 'bottom' })],
    help: { keys: 'PgUp PgDn', words: 'scroll a page (Home, End: to the top, to the end)' },
  },
  { keys: [key('S', { type: 'back' }), named('escape', { type: 'back' })], help: { keys: 'S Esc', words: 'back' }, bar: [{ words: 'Esc back', rank: 2 }] },
  { keys: [key('?', { type: 'help' }), key('q', { type: 'quit' })], help: { keys: '? q Ctrl+Z', words: 'this help (any key closes it); quit, or suspend' }, bar: [{ words: 'q quit', rank: 3 }] },
];

/** The keys of each screen besides the game's. */
export const SCREEN_KEYS = { home: HOME_KEYS, settings: SETTINGS_KEYS, stats: STATS_KEYS } as const;
