// The play path, loaded only when a game is played: opens the store, resumes or deals the game,
// and runs the screens on the alternate screen until the player quits: the game, and the home,
// settings and statistics screens it leads to (each step says which shows next).
import path from 'node:path';
import type { Game } from '../engine/game.js';
import { dealProblem, DEFAULT_GAME, gameOf, type SavedGameId } from '../engine/games.js';
import { randomSeed } from '../engine/cards/random.js';
import { messages } from './messages.js';
import { marked, newSession, type Position } from '../engine/session/session.js';
import { GameStore } from '../store/gameStore.js';
import { lockGame } from '../store/gameLock.js';
import { StoreLocationError } from '../store/configPath.js';
import { App } from './App.js';
import { keepMemorySmall, optimiseFromNowOn } from './terminal/memory.js';
import { reportUnexpectedError } from './terminal/terminal.js';
import { tellStderr } from './terminal/terminalGone.js';
import { ScreenRunner } from './terminal/screenRunner.js';
import { HomeScreen } from './components/HomeScreen.js';
import { SettingsScreen } from './components/SettingsScreen.js';
import { StatsScreen } from './components/StatsScreen.js';
import { homeEntries, type HomeEntry } from './home/homeEntries.js';
import { initialHomeState, type HomeOutcome } from './hooks/homeReducer.js';
import type { LeaveTo } from './hooks/uiState.js';
import { utf8Locale } from '../text/terminalText.js';
import { colorAllowed, makeTheme, ThemeContext } from './board/theme.js';
import type { Settings, ThemeSettings } from '../store/settings.js';
import type { Move } from '../engine/types.js';
import type { DailyDeal } from '../solver/dailyDeal.js';
import { dailyFinder } from './home/dailyFinder.js';
import { bookPlace } from './home/bookPlace.js';
import { motionAllowed } from './board/motion.js';

export interface PlayRequest {
  /** The game to play; without it, the game played last (or the registry's first). */
  game?: SavedGameId;
  /** Deal a new game in place of the saved one. */
  fresh: boolean;
  seed?: number;
  options?: object;
  /** Display settings given on the command line; they are remembered. */
  display?: Partial<ThemeSettings>;
  /** New deals only from deals the solver proves winnable (remembered when given). */
  winnableOnly?: boolean;
  /** Whether clicks play (remembered when given). */
  mouse?: boolean;
  /** Whether safe cards go up by themselves, in games that offer it (remembered when given). */
  autoPlay?: boolean;
  /** The daily deal to play (resumed when it is the saved game); the player's options are left as they were. */
  daily?: DailyRequest;
  /** A shared game (`leaves open`), shown as a replay: nothing is saved unless the player plays on from it. */
  replay?: Position;
}

/** A daily deal (solver/dailyDeal.ts): its day, its deal, whether it is proved, and its winning line when this search proved it. */
export type DailyRequest = Omit<DailyDeal, 'game'>;

/**
 * Why a rule file's game cannot be dealt again without its file, after the save's own notices (the
 * save kept aside), whose "a new game starts" is not so here.
 */
function noRulesProblem(notices: readonly string[]): string {
  const kept = notices.map((notice) => notice.replace(/; a new game starts\.$/, '.'));
  return [...kept, 'The game played last came from a rule file: play it again with `leaves play FILE.json`.'].join(' ');
}

function differs(saved: object, wanted: object | undefined): boolean {
  // JSON: a rule file's options hold its whole rule set.
  return wanted !== undefined && Object.entries(wanted).some(([key, value]) => JSON.stringify((saved as Record<string, unknown>)[key]) !== JSON.stringify(value));
}

/** The game these options make, or undefined when they make none (a rule file's game without its rule set). */
function gameWith(game: SavedGameId, options: object | undefined): Game | undefined {
  try {
    return gameOf({ game, options: options ?? {} });
  } catch {
    return undefined;
  }
}

interface Chosen {
  position: Position;
  notices: string[];
  /** A deal made now from a random deal number (not resumed, not asked for by number). */
  randomDeal: boolean;
  /** The saved game the new deal replaces. */
  leaving?: Position;
}

/**
 * Resumes the saved game unless the player asked for a new one (or for other options). A string
 * when no game can be dealt: a rule file's saved game that no longer fits its rules, with no rules
 * left to deal another from.
 */
function choosePosition(store: GameStore, game: SavedGameId, request: PlayRequest): Chosen | string {
  const loaded = store.load(game);
  const notices = loaded.notice ? [loaded.notice] : [];
  const saved = loaded.position;
  const { daily } = request;
  if (daily) {
    const proved = daily.proved ? { proved: true as const } : {};
    store.dealtDaily(game, { date: daily.date, seed: daily.seed, options: daily.options, ...proved });
    const same = saved && saved.session.seed === daily.seed && JSON.stringify(saved.session.options) === JSON.stringify(daily.options);
    if (same) return { position: marked(saved, { daily: daily.date, ...proved }), notices, randomDeal: false };
    if (saved) store.giveWay(saved);
    return { position: marked(newSession(game, daily.seed, daily.options), { daily: daily.date, ...proved }), notices, randomDeal: false };
  }
  const optionsChanged = saved !== undefined && differs(saved.session.options, request.options);
  if (saved && !request.fresh && request.seed === undefined && !optionsChanged) return { position: saved, notices, randomDeal: false };
  const { defaults } = store.settings();
  const options = request.options ?? defaults[game] ?? saved?.session.options ?? {};
  const rules = gameWith(game, options);
  if (!rules) return noRulesProblem(notices);
  const position = newSession(game, request.seed ?? randomSeed(rules.deals), options);
  if (request.options) store.updateSettings({ defaults: { ...defaults, [game]: position.session.options } });
  if (saved) {
    store.giveWay(saved);
    if (optionsChanged) notices.push('A new game was dealt with the options you asked for.');
  }
  return { position, notices, randomDeal: request.seed === undefined, leaving: saved };
}

/** What shows next: the home, a game, the settings or statistics (then back), or nothing (quit). */
type Step =
  | { to: 'home'; from: SavedGameId | null; notice?: string }
  /** `home`: where the home goes back to (g, Esc) should this game be refused there (the game the player came from). */
  | { to: 'game'; game: SavedGameId; request: PlayRequest; home?: SavedGameId | null }
  | { to: 'settings' | 'stats'; back: Step }
  | { to: 'quit' };

/** Whether `leaves` was run with no game named or asked for: it resumes the last game, or opens the home. */
function plainRequest(request: PlayRequest): boolean {
  return request.game === undefined && !request.fresh && request.seed === undefined && request.options === undefined && request.daily === undefined && request.replay === undefined;
}

/** Whether `leaves` opens on the home: no game named or asked for, and none played before. */
function startsAtHome(store: GameStore, request: PlayRequest): boolean {
  return plainRequest(request) && store.lastGame() === undefined;
}

/**
 * Plays until the player quits and returns the exit code: 1 when the game is open in another
 * window, when the game's last save did not work (a line says how many moves it lost), or when
 * an error ended it (an error in a render or an effect reaches here through Ink; one anywhere
 * else is caught by enterGameScreen), 0 otherwise. With no game named and none played before, the
 * home screen shows first; from a game, g, s and S go to the home, settings and statistics.
 */
export async function play(request: PlayRequest): Promise<number> {
  // First, before the game's modules run for long (see memory.ts).
  keepMemorySmall();
  const store = new GameStore();
  const changes = {
    ...request.display,
    ...(request.winnableOnly === undefined ? {} : { winnableOnly: request.winnableOnly }),
    ...(request.mouse === undefined ? {} : { mouse: request.mouse }),
    ...(request.autoPlay === undefined ? {} : { autoPlay: request.autoPlay }),
  };
  const runner = new ScreenRunner(() => store.unsavedOnQuit());
  const shell: Shell = { store, runner, display: request.display, notices: [...store.notices] };
  let step: Step = startsAtHome(store, request) ? { to: 'home', from: null } : { to: 'game', game: request.game ?? store.lastGame() ?? DEFAULT_GAME, request };
  try {
    if (Object.keys(changes).length > 0 && step.to === 'home') store.updateSettings(changes);
    let first = true;
    while (step.to !== 'quit') {
      if (step.to === 'game') {
        const next = await gameStep(shell, step, first ? changes : {});
        if (typeof next === 'number') return next;
        step = next;
      } else if (step.to === 'home') {
        step = await homeStep(shell, step);
      } else {
        step = await otherStep(shell, step);
      }
      first = false;
    }
    runner.restore();
    const unsaved = store.unsavedOnQuit();
    if (unsaved) tellStderr(`leaves: ${unsaved}\n`);
    return unsaved ? 1 : 0;
  } catch (error) {
    runner.restore();
    if (error instanceof StoreLocationError) throw error;
    reportUnexpectedError(error);
    return 1;
  } finally {
    runner.restore();
  }
}

interface Shell {
  store: GameStore;
  runner: ScreenRunner;
  /** The display settings the command line gave: they hold for every screen of this run (see otherStep). */
  display?: Partial<ThemeSettings>;
  /** The store's notices, said once by the first screen. */
  notices: string[];
}

/** The theme from the settings kept now (with the command line's style, and NO_COLOR). */
function themeOf(shell: Shell, settings: Settings) {
  // A terminal whose locale is not UTF-8 gets the ASCII style unless --style asked for another.
  const style = shell.display?.style ?? (utf8Locale() ? settings.style : 'ascii');
  return makeTheme({ ...settings, style, color: settings.color && colorAllowed() });
}

function takeNotices(shell: Shell): string[] {
  return shell.notices.splice(0);
}

/**
 * One game, from its choice to its close: the game's checks and its lock (the first game of a run
 * says what is wrong on stderr and ends with 1; a game chosen on the home says it there, keeping
 * the home's way back), the deal, then the game screen. Gives the step its close asks for.
 */
async function gameStep(shell: Shell, step: Extract<Step, { to: 'game' }>, changes: Partial<Settings>): Promise<Step | number> {
  const { store, runner } = shell;
  const { game, request } = step;
  const refuse = (problem: string): Step | number => {
    if (!runner.entered) {
      process.stderr.write(`leaves: ${problem}\n`);
      return 1;
    }
    return { to: 'home', from: step.home ?? null, notice: problem };
  };
  const rules = gameWith(game, request.replay?.session.options ?? request.options ?? store.savedOptions(game) ?? store.settings().defaults[game]);
  if (!rules) {
    const notice = store.load(game).notice;
    return refuse(noRulesProblem(notice ? [notice] : []));
  }
  const badDeal = request.seed === undefined ? undefined : dealProblem(rules, request.seed);
  if (badDeal) return refuse(badDeal);
  let locked: ReturnType<typeof lockGame>;
  try {
    locked = lockGame(path.dirname(store.path), game);
  } catch (error) {
    // A lock that cannot be written: before the screens, the command line says so (cli.ts).
    if (error instanceof StoreLocationError && runner.entered) return refuse(error.message);
    throw error;
  }
  if ('heldBy' in locked) {
    const openElsewhere = `${rules.title} game is open in another terminal (process ${locked.heldBy}); quit it there first, or play another game.`;
    // A plain `leaves` asked for no game in particular: the home opens, saying why the last one did not.
    if (!runner.entered && plainRequest(request)) {
      if (Object.keys(changes).length > 0) store.updateSettings(changes);
      return { to: 'home', from: null, notice: `The ${openElsewhere}` };
    }
    return refuse(`this ${openElsewhere}`);
  }
  try {
    return await playLocked(shell, game, request, changes);
  } finally {
    locked.lock.release();
  }
}

async function playLocked(shell: Shell, game: SavedGameId, request: PlayRequest, changes: Partial<Settings>): Promise<Step> {
  const { store, runner } = shell;
  const chosen = request.replay ? { position: request.replay, notices: [], randomDeal: false } : choosePosition(store, game, request);
  // The save was kept aside and there is nothing to deal in its place: the home says so.
  if (typeof chosen === 'string') return { to: 'home', from: null, notice: chosen };
  const settings = Object.keys(changes).length > 0 ? store.updateSettings(changes) : store.settings();
  const theme = themeOf(shell, settings);
  const provedLine: readonly Move[] | undefined = request.daily && chosen.position.session.moves.length === 0 ? request.daily.line : undefined;
  if (request.daily && !request.daily.proved) chosen.notices.push(`No candidate for the daily deal of ${request.daily.date} could be proved winnable: this one is dealt unproved.`);
  // Winnable deals only: the next unplayed deal of the variant's book of proved deals, at once;
  // without one, the game opens looking for a deal it can prove (a spinner, Esc deals this one).
  let findDeal = false;
  if (chosen.randomDeal && settings.winnableOnly) {
    const { bookDeal } = await import('../solver/dealBook.js');
    const { session } = chosen.position;
    const pick = bookDeal(game, session.options, bookPlace(store.statistics(), session, chosen.leaving, store.leftBehind(game)), settings.difficulty);
    if (pick === undefined) findDeal = true;
    else chosen.position = marked(newSession(game, pick.seed, session.options), { proved: true, band: pick.band });
    if (pick?.noneLeft) chosen.notices.push(messages.noBandLeft(pick.noneLeft, pick.unrated === true));
  }
  const notices = [...takeNotices(shell), ...chosen.notices];
  runner.enter(settings.mouse);
  let leaveTo: LeaveTo | null = null;
  await runner.show(
    <ThemeContext.Provider value={theme}>
      <App
        position={chosen.position} notice={notices.join(' ') || null} keeper={store} preferences={{ ...settings, motion: settings.motion && motionAllowed(), provedLine, replay: request.replay !== undefined, findDeal }}
        suspender={runner.suspender} mouse={settings.mouse} onClose={(to) => (leaveTo = to)}
      />
    </ThemeContext.Provider>,
    optimiseFromNowOn,
  );
  const back: Step = { to: 'game', game, request: { fresh: false } };
  const to = leaveTo as LeaveTo | null;
  if (to === null) return { to: 'quit' };
  return to === 'home' ? { to: 'home', from: game } : { to, back };
}

/** The home screen: every game; where it sends the player. */
async function homeStep(shell: Shell, step: Extract<Step, { to: 'home' }>): Promise<Step> {
  const { store, runner } = shell;
  const settings = store.settings();
  const entries = homeEntries({ saved: store.savedGames(), statistics: store.statistics(), defaults: settings.defaults, daily: (game) => store.dailyStatus(game) });
  const notice = [...takeNotices(shell), ...(step.notice ? [step.notice] : [])].join(' ') || null;
  let outcome: HomeOutcome = { kind: 'quit' };
  runner.enter(settings.mouse);
  await runner.show(
    <ThemeContext.Provider value={themeOf(shell, settings)}>
      <HomeScreen
        initial={initialHomeState(entries, step.from, store.lastGame(), notice, settings.difficulty)} gameOf={entryGame} findDaily={dailyFinder(store)} onClose={(done) => (outcome = done)}
        mouse={settings.mouse} suspender={runner.suspender}
      />
    </ThemeContext.Provider>,
    // The search for a daily deal runs in a worker thread, which shares the process's flags.
    optimiseFromNowOn,
  );
  const done = outcome as HomeOutcome;
  switch (done.kind) {
    case 'play':
      if (done.difficulty) store.updateSettings({ difficulty: done.difficulty });
      return { to: 'game', game: done.game, request: { fresh: done.fresh, ...(done.options ? { options: done.options } : {}) }, home: step.from };
    case 'daily': {
      const { game, ...deal } = done.deal;
      return { to: 'game', game, request: { fresh: false, daily: deal }, home: step.from };
    }
    case 'back':
      return step.from ? { to: 'game', game: step.from, request: { fresh: false } } : step;
    case 'settings':
    case 'stats':
      return { to: done.kind, back: { to: 'home', from: step.from } };
    case 'quit':
      return { to: 'quit' };
  }
}

/** The game an entry of the home plays (a rule file's, from its saved rules), if any. */
function entryGame(entry: HomeEntry): Game | undefined {
  return entry.game === undefined ? undefined : gameWith(entry.game, entry.options);
}

/** The settings or the statistics screen; then back where the player came from. */
async function otherStep(shell: Shell, step: Extract<Step, { to: 'settings' | 'stats' }>): Promise<Step> {
  const { store, runner } = shell;
  const settings = store.settings();
  const backTo = step.back.to === 'game' ? 'the game' : 'the list of games';
  let done: 'back' | 'quit' = 'back';
  runner.enter(settings.mouse);
  await runner.show(
    <ThemeContext.Provider value={themeOf(shell, settings)}>
      {step.to === 'settings' ? (
        <SettingsScreen settings={settings} write={(changes) => store.updateSettings(changes)} onClose={(to) => (done = to)} backTo={backTo} mouse={settings.mouse} suspender={runner.suspender} />
      ) : (
        <StatsScreen statistics={store.statistics()} recent={store.recentResults()} onClose={(to) => (done = to)} backTo={backTo} suspender={runner.suspender} />
      )}
    </ThemeContext.Provider>,
  );
  // A style asked for on the command line holds for the run, until the settings screen says another.
  if (shell.display?.style) shell.display = { ...shell.display, style: store.settings().style };
  return (done as 'back' | 'quit') === 'quit' ? { to: 'quit' } : step.back;
}
