// The home screen's state: the games listed (homeEntries.ts), the one highlighted, the filter by
// name, the options panel of `o`, the question before a new deal gives up a game in progress, the
// search for today's daily deal (`d`; the screen runs it, Esc calls it off), the help, and — once a
// key or the search has decided it — where the player goes next. Pure: keys become actions
// through the one table of keys (keyBindings.ts); the shell (play.tsx) does what `done` says.
import type { Game } from '../../engine/game.js';
import { isPlayableGame, type PlayableGameId, type SavedGameId } from '../../engine/games.js';
import type { DailyDeal } from '../../solver/dailyDeal.js';
import { plural } from '../../engine/plural.js';
import { filtered, type HomeEntry } from '../home/homeEntries.js';
import { choose, chosen, optionsFrom, optionRows, stepRow, type OptionRow } from '../home/optionRows.js';
import { DIFFICULTY_CHOICES, type DifficultyChoice } from '../../store/settings.js';

/** Where the home sends the player. */
export type HomeOutcome =
  | { kind: 'play'; game: SavedGameId; fresh: boolean; options?: object; difficulty?: DifficultyChoice }
  | { kind: 'daily'; deal: DailyDeal }
  | { kind: 'back' } | { kind: 'quit' } | { kind: 'settings' } | { kind: 'stats' };

export type HomeAction =
  | { type: 'up' } | { type: 'down' } | { type: 'left' } | { type: 'right' }
  | { type: 'select' } | { type: 'new' } | { type: 'options' } | { type: 'filter' }
  | { type: 'help' } | { type: 'quit' } | { type: 'settings' } | { type: 'stats' } | { type: 'back' }
  | { type: 'yes' } | { type: 'other' } | { type: 'daily' }
  /** Not a key: the search for today's deal has found it. */
  | { type: 'dailyFound'; deal: DailyDeal }
  /** While filtering: a character typed, or Backspace. */
  | { type: 'typed'; text: string } | { type: 'erase' }
  /** A click on a shown entry (its index among them). */
  | { type: 'click'; entry: number };

export interface OptionsPanel {
  /** The entry whose options these are. */
  key: string;
  rows: OptionRow[];
  at: number;
}

export interface HomeState {
  entries: readonly HomeEntry[];
  /** The highlighted entry, among those the filter shows. */
  cursor: number;
  filter: string;
  /** Keys type into the filter (after `/`, until Enter or Esc). */
  filtering: boolean;
  /** A new deal (with the options chosen, if any), or today's daily deal, of this entry waits for y: it gives up the game in progress. */
  confirm: { key: string; daily: boolean; options?: object } | null;
  /** Today's daily deal of this game is being looked for. */
  finding: PlayableGameId | null;
  options: OptionsPanel | null;
  help: boolean;
  notice: string | null;
  /** The game the home was opened from (g): g or Esc goes back to it. */
  from: SavedGameId | null;
  /** The difficulty of new deals (the setting), and the one chosen on the options panel, if the player chose another there. */
  difficulty: DifficultyChoice;
  chosenDifficulty?: DifficultyChoice;
  done: HomeOutcome | null;
}

export function initialHomeState(entries: readonly HomeEntry[], from: SavedGameId | null, highlight: string | undefined, notice: string | null = null, difficulty: DifficultyChoice = 'any'): HomeState {
  const at = entries.findIndex((entry) => entry.key === (from ?? highlight));
  return { entries, cursor: Math.max(0, at), filter: '', filtering: false, confirm: null, finding: null, options: null, help: false, notice, from, done: null, difficulty };
}

/** The entries the filter shows. */
export function shownEntries(home: HomeState): HomeEntry[] {
  return filtered(home.entries, home.filter);
}

export function highlighted(home: HomeState): HomeEntry | undefined {
  return shownEntries(home)[home.cursor];
}

const moved = (home: HomeState, step: number): HomeState => {
  const count = shownEntries(home).length;
  return count === 0 ? home : { ...home, cursor: Math.min(count - 1, Math.max(0, home.cursor + step)) };
};

/** Enter: resume the game in progress, else deal one. */
function play(home: HomeState, entry: HomeEntry | undefined): HomeState {
  if (!entry) return home;
  if (!entry.game) return { ...home, notice: `${entry.title} was played from a rule file: play it again with leaves play FILE.json.` };
  return { ...home, done: { kind: 'play', game: entry.game, fresh: false } };
}

/** Whether a new deal of `entry` waits for y first: it gives up a game in progress the player has not been asked about. */
function asks(home: HomeState, entry: HomeEntry, what: string, confirm: NonNullable<HomeState['confirm']>): HomeState | undefined {
  if (!entry.inProgress || entry.inProgress.moves === 0 || home.confirm?.key === entry.key) return undefined;
  return { ...home, confirm, notice: `Give up the ${entry.title} game in progress (${plural(entry.inProgress.moves, 'move')}) for ${what}? y or n` };
}

/** n: a new deal, asking first when it gives up a game in progress. */
function newDeal(home: HomeState, entry: HomeEntry | undefined, options?: object): HomeState {
  if (!entry?.game) return play(home, entry);
  const asked = asks(home, entry, 'a new deal', { key: entry.key, daily: false, ...(options ? { options } : {}) });
  if (asked) return asked;
  const difficulty = home.chosenDifficulty;
  return { ...home, confirm: null, done: { kind: 'play', game: entry.game, fresh: true, ...(options ? { options } : {}), ...(difficulty ? { difficulty } : {}) } };
}

/** d: today's daily deal, looked for (asking first when it gives up a game in progress that is not it). */
function daily(home: HomeState, entry: HomeEntry | undefined): HomeState {
  if (!entry) return home;
  if (!entry.game || !isPlayableGame(entry.game) || entry.daily === undefined) return { ...home, notice: `${entry.title} has no daily deal.` };
  const asked = entry.dailyInProgress ? undefined : asks(home, entry, "today's daily deal", { key: entry.key, daily: true });
  return asked ?? { ...home, confirm: null, finding: entry.game };
}

/** While today's deal is looked for: it is played once found; Esc calls the search off, q quits. */
function whileFinding(home: HomeState, game: PlayableGameId, action: HomeAction): HomeState {
  switch (action.type) {
    case 'dailyFound':
      return action.deal.game === game ? { ...home, finding: null, done: { kind: 'daily', deal: action.deal } } : home;
    case 'back':
      return { ...home, finding: null };
    case 'quit':
      return { ...home, finding: null, done: { kind: 'quit' } };
    default:
      return home;
  }
}

// Named short, so the panel's names stay as narrow as the games' own ("deals: easy").
const DIFFICULTY = 'deals';
const DIFFICULTY_ABOUT = 'Difficulty, with winnable deals only: proved deals whose fair chance at the deal is in this third of the game\'s rated deals (any: every proved deal); kept for every game.';

function openOptions(home: HomeState, entry: HomeEntry | undefined, gameOf: (entry: HomeEntry) => Game | undefined): HomeState {
  const game = entry && gameOf(entry);
  if (!entry || !game) return home;
  // After the game's own options, the difficulty of the proved deals dealt (a setting of every game).
  const difficulty = home.chosenDifficulty ?? home.difficulty;
  const rows = [...optionRows(game, entry.options), { name: DIFFICULTY, description: DIFFICULTY_ABOUT, values: DIFFICULTY_CHOICES, index: DIFFICULTY_CHOICES.indexOf(difficulty) }];
  return { ...home, options: { key: entry.key, rows, at: 0 } };
}

function inOptions(home: HomeState, panel: OptionsPanel, action: HomeAction, gameOf: (entry: HomeEntry) => Game | undefined): HomeState {
  const entry = home.entries.find((e) => e.key === panel.key);
  const panelGame = () => entry && gameOf(entry);
  const change = (step: number): HomeState => {
    const game = panelGame();
    // The other rows left at the game's default follow the change, as on the command line.
    return game ? { ...home, options: { ...panel, rows: choose(game, panel.rows, panel.at, stepRow(panel.rows[panel.at]!, step).index) } } : home;
  };
  switch (action.type) {
    case 'up':
      return { ...home, options: { ...panel, at: Math.max(0, panel.at - 1) } };
    case 'down':
      return { ...home, options: { ...panel, at: Math.min(panel.rows.length - 1, panel.at + 1) } };
    case 'left':
      return change(-1);
    case 'right':
      return change(1);
    case 'select':
    case 'new': {
      const game = panelGame();
      if (!entry || !game) return { ...home, options: null };
      const options = optionsFrom(game, panel.rows);
      if (typeof options === 'string') return { ...home, notice: options };
      const difficulty = chosen(panel.rows.find((row) => row.name === DIFFICULTY)!) as DifficultyChoice;
      return newDeal({ ...home, options: null, ...(difficulty === home.difficulty ? {} : { chosenDifficulty: difficulty }) }, entry, options);
    }
    case 'back':
    case 'options':
      return { ...home, options: null };
    case 'quit':
      return { ...home, done: { kind: 'quit' } };
    default:
      return home;
  }
}

function whileFiltering(home: HomeState, action: HomeAction): HomeState {
  switch (action.type) {
    case 'typed':
      return { ...home, filter: home.filter + action.text, cursor: 0 };
    case 'erase':
      return { ...home, filter: home.filter.slice(0, -1), cursor: 0 };
    case 'select':
      return { ...home, filtering: false };
    case 'back':
      return { ...home, filtering: false, filter: '', cursor: 0 };
    case 'up':
      return moved(home, -1);
    case 'down':
      return moved(home, 1);
    default:
      return home;
  }
}

/**
 * The home after one action. `gameOf` names an entry's game (for its options); the shell gives the
 * registry's.
 */
export function reduceHome(before: HomeState, action: HomeAction, gameOf: (entry: HomeEntry) => Game | undefined): HomeState {
  // A deal found after its search was called off changes nothing (nor the message shown).
  if (action.type === 'dailyFound' && !before.finding) return before;
  const home = action.type === 'typed' || action.type === 'erase' ? before : { ...before, notice: null };
  if (home.finding) return whileFinding(home, home.finding, action);
  if (home.filtering) return whileFiltering(home, action);
  if (home.help) return action.type === 'quit' ? { ...home, done: { kind: 'quit' } } : { ...home, help: false };
  if (home.confirm !== null) {
    const { key, daily: forDaily, options } = home.confirm;
    const entry = home.entries.find((e) => e.key === key);
    if (action.type !== 'yes') return { ...home, confirm: null };
    return forDaily ? daily(home, entry) : newDeal(home, entry, options);
  }
  if (home.options) return inOptions(home, home.options, action, gameOf);
  const entry = highlighted(home);
  switch (action.type) {
    case 'up':
    case 'left':
      return moved(home, -1);
    case 'down':
    case 'right':
      return moved(home, 1);
    case 'click':
      return action.entry === home.cursor ? play(home, entry) : { ...home, cursor: Math.min(action.entry, shownEntries(home).length - 1) };
    case 'select':
      return play(home, entry);
    case 'new':
      return newDeal(home, entry);
    case 'daily':
      return daily(home, entry);
    case 'options':
      return openOptions(home, entry, gameOf);
    case 'filter':
      return { ...home, filtering: true };
    case 'help':
      return { ...home, help: true };
    case 'quit':
      return { ...home, done: { kind: 'quit' } };
    case 'settings':
      return { ...home, done: { kind: 'settings' } };
    case 'stats':
      return { ...home, done: { kind: 'stats' } };
    case 'back':
      // Esc clears a filter first; with none, it goes back to the game the home was opened from.
      if (home.filter !== '') return { ...home, filter: '', cursor: 0 };
      return home.from ? { ...home, done: { kind: 'back' } } : home;
    default:
      return home;
  }
}

/** The options panel's rows in words: "draw 1", for the details. */
export function optionWords(rows: readonly OptionRow[]): string {
  return rows.map((row) => `${row.name} ${chosen(row)}`).join(' · ');
}
