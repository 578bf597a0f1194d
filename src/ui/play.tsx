// The play path, loaded only when a game is played: opens the store, resumes or deals the game,
// and runs the Ink app on the alternate screen until the player quits.
import path from 'node:path';
import { render } from 'ink';
import type { Game } from '../engine/game.js';
import { dealProblem, DEFAULT_GAME, gameOf, type SavedGameId } from '../engine/games.js';
import { randomSeed } from '../engine/random.js';
import { newSession, type Position } from '../engine/session.js';
import { GameStore } from '../store/gameStore.js';
import { lockGame } from '../store/gameLock.js';
import { App } from './App.js';
import { keepMemorySmall, optimiseFromNowOn } from './memory.js';
import { enterGameScreen, reportUnexpectedError } from './terminal.js';
import { FrameScreen } from './frameScreen.js';
import { utf8Locale } from '../text/terminalText.js';
import { colorAllowed, makeTheme, ThemeContext } from './theme.js';
import type { ThemeSettings } from '../store/settings.js';
import type { FoundDeal } from '../solver/winnableDeal.js';
import type { Move } from '../engine/types.js';
import { ANALYSIS_LIMITS, DEAL_SEARCH_MS, DEAL_TRY_MS } from './hooks/useAnalyst.js';

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

/** A daily deal (solver/dailyDeal.ts): its day, its deal, and its winning line when proved. */
export interface DailyRequest {
  date: string;
  seed: number;
  options: object;
  line?: readonly Move[];
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
}

/** Resumes the saved game unless the player asked for a new one (or for other options). */
function choosePosition(store: GameStore, game: SavedGameId, request: PlayRequest): Chosen {
  const loaded = store.load(game);
  const notices = loaded.notice ? [loaded.notice] : [];
  const saved = loaded.position;
  const { daily } = request;
  if (daily) {
    store.dealtDaily(game, { date: daily.date, seed: daily.seed, options: daily.options });
    const same = saved && saved.session.seed === daily.seed && JSON.stringify(saved.session.options) === JSON.stringify(daily.options);
    if (same) return { position: saved, notices, randomDeal: false };
    if (saved) store.retire(saved);
    return { position: newSession(game, daily.seed, daily.options), notices, randomDeal: false };
  }
  const optionsChanged = saved !== undefined && differs(saved.session.options, request.options);
  if (saved && !request.fresh && request.seed === undefined && !optionsChanged) return { position: saved, notices, randomDeal: false };
  const { defaults } = store.settings();
  const options = request.options ?? defaults[game] ?? saved?.session.options ?? {};
  const position = newSession(game, request.seed ?? randomSeed(gameOf({ game, options }).deals), options);
  if (request.options) store.updateSettings({ defaults: { ...defaults, [game]: position.session.options } });
  if (saved) {
    store.retire(saved);
    if (optionsChanged) notices.push('A new game was dealt with the options you asked for.');
  }
  return { position, notices, randomDeal: request.seed === undefined };
}

/**
 * Winnable deals only: in place of a random deal, one the solver proves winnable (a line on the
 * terminal says what it is doing when that takes over 200 ms), or after 10 s the first one tried.
 */
async function winnableDeal(position: Position, text: (text: string) => string): Promise<{ position: Position; line?: readonly Move[] }> {
  const { game, options, seed } = position.session;
  const { Analyst } = await import('../solver/analyst.js');
  const waiting = setTimeout(() => process.stdout.write(text('Looking for a deal the solver can prove winnable…\n')), 200);
  const found = await new Promise<FoundDeal>((resolve) => {
    const analyst = new Analyst(() => undefined, (deal) => {
      void analyst.stop();
      resolve(deal);
    });
    analyst.findDeal({ game, options, firstSeed: seed, limitMs: DEAL_SEARCH_MS, perDealMs: DEAL_TRY_MS, maxPositions: ANALYSIS_LIMITS.maxPositions, memoryBytes: ANALYSIS_LIMITS.memoryBytes });
  });
  clearTimeout(waiting);
  return { position: found.seed === seed ? position : newSession(game, found.seed, options), line: found.proved ? found.line : undefined };
}

/**
 * Plays until the player quits and returns the exit code: 1 when the game is open in another
 * window, when the game's last save did not work (a line says how many moves it lost), or when
 * an error ended it (an error in a render or an effect reaches here through Ink; one anywhere
 * else is caught by enterGameScreen), 0 otherwise.
 */
export async function play(request: PlayRequest): Promise<number> {
  // First, before the game's modules run for long (see memory.ts).
  keepMemorySmall();
  const store = new GameStore();
  const game = request.game ?? store.lastGame() ?? DEFAULT_GAME;
  const rules = gameWith(game, request.replay?.session.options ?? request.options ?? store.savedOptions(game) ?? store.settings().defaults[game]);
  if (!rules) {
    const notice = store.load(game).notice;
    process.stderr.write(`leaves: ${notice ? `${notice.replace(/; a new game starts\.$/, '.')} ` : ''}The game played last came from a rule file: play it again with \`leaves play FILE.json\`.\n`);
    return 1;
  }
  const badDeal = request.seed === undefined ? undefined : dealProblem(rules, request.seed);
  if (badDeal) {
    process.stderr.write(`leaves: ${badDeal}\n`);
    return 1;
  }
  const locked = lockGame(path.dirname(store.path), game);
  if ('heldBy' in locked) {
    process.stderr.write(
      `leaves: this ${rules.title} game is open in another terminal (process ${locked.heldBy}); quit it there first, or play another game.\n`,
    );
    return 1;
  }
  try {
    await playLocked(store, game, request);
    const unsaved = store.unsavedOnQuit();
    if (unsaved) process.stderr.write(`leaves: ${unsaved}\n`);
    return unsaved ? 1 : 0;
  } catch (error) {
    reportUnexpectedError(error);
    return 1;
  } finally {
    locked.lock.release();
  }
}

async function playLocked(store: GameStore, game: SavedGameId, request: PlayRequest): Promise<void> {
  const chosen = request.replay ? { position: request.replay, notices: [], randomDeal: false } : choosePosition(store, game, request);
  const changes = {
    ...request.display,
    ...(request.winnableOnly === undefined ? {} : { winnableOnly: request.winnableOnly }),
    ...(request.mouse === undefined ? {} : { mouse: request.mouse }),
    ...(request.autoPlay === undefined ? {} : { autoPlay: request.autoPlay }),
  };
  const settings = Object.keys(changes).length > 0 ? store.updateSettings(changes) : store.settings();
  // A terminal whose locale is not UTF-8 gets the ASCII style unless --style asked for another.
  const style = request.display?.style ?? (utf8Locale() ? settings.style : 'ascii');
  const theme = makeTheme({ ...settings, style, color: settings.color && colorAllowed() });
  let provedLine: readonly Move[] | undefined = request.daily && chosen.position.session.moves.length === 0 ? request.daily.line : undefined;
  if (request.daily && !request.daily.line) chosen.notices.push(`No candidate for the daily deal of ${request.daily.date} could be proved winnable: this one is dealt unproved.`);
  if (chosen.randomDeal && settings.winnableOnly) {
    const dealt = await winnableDeal(chosen.position, theme.text);
    chosen.position = dealt.position;
    provedLine = dealt.line;
    if (!provedLine) chosen.notices.push('No deal could be proved winnable in time: this one is dealt unproved.');
  }
  const notices = [...store.notices, ...chosen.notices];
  let app: ReturnType<typeof render> | undefined;
  const frames = new FrameScreen(process.stdout);
  const screen = enterGameScreen(process.stdout, () => app?.unmount(), settings.mouse, () => frames.repaint());
  try {
    app = render(
      <ThemeContext.Provider value={theme}>
        <App position={chosen.position} notice={notices.join(' ') || null} keeper={store} preferences={{ ...settings, provedLine, replay: request.replay !== undefined }} suspender={screen} mouse={settings.mouse} />
      </ThemeContext.Provider>,
      {
        // Ink's debug mode writes each frame whole, unthrottled (each key's effect drawn at once);
        // FrameScreen draws only the rows that changed.
        stdout: frames as unknown as NodeJS.WriteStream,
        debug: true,
        exitOnCtrlC: false,
        patchConsole: false,
      },
    );
    optimiseFromNowOn(); // the first frame is on screen: render() draws it before returning
    await app.waitUntilExit();
  } finally {
    frames.dispose();
    screen.restore();
  }
}
