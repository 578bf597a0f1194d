// The store of saved games: one session per game, saved after every move, and the game played
// last. Everything read from disk is checked before use (storeDocument.ts); a save that does not
// check out is backed up (never wiped) and reported in one line. A save that cannot be written
// leaves the previous file whole and play goes on; the next write tries again, and the store
// counts the moves the file does not hold meanwhile. A save is written only in a form the next
// start accepts (the clock by the loader's own rule, sessionShape.ts; the size, saveFile.ts).
import fs from 'node:fs';
import { gameOf, type SavedGameId } from '../engine/games.js';
import { plural } from '../engine/plural.js';
import { dealMarks, InvalidSessionError, movesPlayed, resume, type Position, type Session } from '../engine/session/session.js';
import type { Move } from '../engine/types.js';
import { failureInWords } from './fileErrors.js';
import { decodeMoves, encodeMoves, MoveTextCache } from './moveText.js';
import { backUpCorruptFile, copyFromNewerLeaves, fileShapeProblem, openConf, STORE_VERSION, type LeavesConf } from './openConf.js';
import { clockToSave, type StoredSession } from './sessionShape.js';
import { parseSettings, type Settings } from './settings.js';
import { recordResult, variantOf, type GameResult, type Statistics } from './statistics.js';
import { addRecent, dayOf, type RecentResult } from './recentResults.js';
import { dailyOf, dailyStatus, dealtDaily, wonDaily, type DailyDealt, type DailyStatus } from './daily.js';
import { utcDate } from '../text/day.js';
import { documentShape, readDocument, type ReadDocument, type StoreDocument } from './storeDocument.js';
import { saveFailureMessage, type FileSystem } from './wholeFile.js';

/** Whether `b` is a save of the deal `a` is (its deal number and options). */
function sameDeal(a: StoredSession, b: StoredSession | undefined): b is StoredSession {
  return b !== undefined && a.seed === b.seed && JSON.stringify(a.options) === JSON.stringify(b.options);
}

/** The moves of `saved` that `onDisk` does not hold: those past the moves both begin with, either way. */
function movesNotIn(saved: StoredSession, onDisk: StoredSession | undefined): number {
  const words = (text: string) => text.split(' ').filter(Boolean);
  const mine = words(saved.moves);
  if (!sameDeal(saved, onDisk)) return mine.length;
  const theirs = words(onDisk.moves);
  let same = 0;
  while (same < mine.length && same < theirs.length && mine[same] === theirs[same]) same++;
  return mine.length - same + (theirs.length - same);
}

/** A session as the file holds it, its moves (and redo list) written by `encode`. */
function storedForm(session: Session, encode: (moves: readonly Move[]) => string, encodeRedo = encode): StoredSession {
  const { game, options, seed, moves, redo, elapsedMs, recorded, shared, demo } = session;
  return {
    game, options, seed, moves: encode(moves), redo: encodeRedo(redo), elapsedMs: clockToSave(elapsedMs),
    ...(recorded === undefined ? {} : { recorded }), ...(shared ? { shared } : {}), ...(demo ? { demo } : {}), ...dealMarks(session),
  };
}

/** A saved game in a few facts, read without replaying it. */
export interface SavedGameSummary {
  moves: number;
  elapsedMs: number;
  /** Won or lost: counted in the statistics already. */
  finished: boolean;
  /** The demo played some of it (a finished one is the demo's, not the player's). */
  demo?: true;
  options: object;
}

export interface LoadedGame {
  position?: Position;
  notice?: string;
}

/**
 * What a game left adds to the running total of the scores that carry (Game.carriedScore): a game
 * the demo played in pays what it lost but wins nothing, so the demo never adds to a bankroll.
 */
function carriedBy({ session, state }: Position): number | undefined {
  const carried = gameOf(session).carriedScore?.(state);
  return carried !== undefined && session.demo ? Math.min(carried, 0) : carried;
}

/** Names one version of the file on disk: another process's write gives another stamp. */
function fileStamp(file: string): string {
  try {
    const stat = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
    return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : 'none';
  } catch (error) {
    return `unreadable:${(error as NodeJS.ErrnoException).code ?? ''}`; // e.g. a file in the folder's place
  }
}

/** The settings read back from `read`, each refused change (read back as another value) undone. */
function keptChanges(before: Settings, read: Settings, changes: Partial<Settings>): Settings {
  const next: Record<string, unknown> = { ...read };
  for (const [key, value] of Object.entries(changes)) {
    // A game's options are kept in their resolved form, which may differ from what was given.
    if (key !== 'defaults' && next[key] !== value) next[key] = before[key as keyof Settings];
  }
  return next as unknown as Settings;
}

export class GameStore {
  readonly notices: string[];
  /** True when the file was written by a newer Leaves: it is read by nobody and never written. */
  readonly readOnly: boolean;
  private readonly conf: LeavesConf;
  /** The file as last read or written, with the stamp it had then. */
  private cache: { stamp: string; read: ReadDocument } | undefined;
  /** The copy of the file made when a part of it failed its check. */
  private backup: string | undefined;
  /** True while a file with damaged parts waits for its backup (the disk refused it). */
  private backupPending = false;
  private problem: string | undefined;
  /** The document as the file holds it: last read from it or written to it. */
  private onDisk: StoreDocument | undefined;
  /** The session of the last save asked for. */
  private lastSaved: StoredSession | undefined;
  /** Results counted while writes fail: in memory only, carried by the next write that works. */
  private unwrittenResults: { won: boolean }[] = [];
  private readonly movesText = new MoveTextCache();
  private readonly redoText = new MoveTextCache();

  constructor(cwd?: string, io?: FileSystem) {
    const opened = openConf(cwd);
    this.conf = opened.conf;
    if (io) this.conf.io = io;
    this.notices = opened.notices;
    const version = this.conf.get('version');
    this.readOnly = typeof version === 'number' && version > STORE_VERSION;
    if (this.readOnly) {
      let copy: string;
      try {
        copy = ` (a copy is in ${copyFromNewerLeaves(this.conf.path, version as number)})`;
      } catch (error) {
        copy = ` (no copy could be made: ${failureInWords(error)})`;
      }
      this.notices.push(`The save file was written by a newer version of Leaves: it is left untouched${copy} and this game will not be saved.`);
    }
    this.read();
  }

  get path(): string {
    return this.conf.path;
  }

  /** Why the last write failed ("not saved: the disk is full"), until a write works again. */
  get saveProblem(): string | undefined {
    return this.problem;
  }

  /** How many moves of the game saved last the file does not hold (0 while saves work). */
  unsavedMoves(): number {
    if (this.problem === undefined || this.lastSaved === undefined) return 0;
    return movesNotIn(this.lastSaved, this.onDisk?.saves[this.lastSaved.game]);
  }

  /** What quitting now would leave unsaved, in one line, or undefined when the last write worked. */
  unsavedOnQuit(): string | undefined {
    if (this.problem === undefined) return undefined;
    const why = this.problem.replace(/^not saved: /, '');
    const uncounted = this.uncountedResults();
    const moves = this.unsavedMovesLine(why);
    return uncounted ? `${uncounted} not counted in the statistics, and ${moves}` : moves;
  }

  /** The results counted while writes fail, in words ("this win is"), or undefined when there are none. */
  private uncountedResults(): string | undefined {
    const results = this.unwrittenResults;
    if (results.length === 0) return undefined;
    if (results.length > 1) return `${results.length} finished games are`;
    return results[0]!.won ? 'this win is' : 'this game\'s result is';
  }

  /** What the file lacks of the game saved last, and what the next start resumes from. */
  private unsavedMovesLine(why: string): string {
    const resumes = 'the next start resumes from the last save that worked.';
    const saved = this.lastSaved;
    if (saved === undefined) return `the last save did not work (${why}): ${resumes}`;
    const moves = this.unsavedMoves();
    if (!sameDeal(saved, this.onDisk?.saves[saved.game])) {
      return `this deal${moves > 0 ? ` and its ${plural(moves, 'move')} are` : ' is'} not saved (${why}): ${resumes}`;
    }
    if (moves === 0) return `the last save did not work (${why}): every move is saved, but not the time played since.`;
    return `${plural(moves, 'move')} of this game ${moves === 1 ? 'is' : 'are'} not saved (${why}): ${resumes}`;
  }

  /** The checked file, read again only when another process has written it since. */
  private read(): ReadDocument {
    const stamp = fileStamp(this.conf.path);
    if (this.cache?.stamp === stamp) return this.cache.read;
    let raw: unknown;
    let shapeProblem: string | undefined;
    try {
      raw = this.conf.store;
      shapeProblem = fileShapeProblem(raw);
    } catch (error) {
      if (!(error instanceof SyntaxError)) {
        // The file cannot be read at all (a folder in its place, no permission): play on with what
        // was read last; the next write fails and says why.
        const read = this.cache?.read ?? readDocument({});
        this.cache = { stamp, read };
        return read;
      }
      shapeProblem = 'it is not JSON';
    }
    const read = shapeProblem ? { ...readDocument({}), problems: [shapeProblem] } : readDocument(raw);
    this.onDisk = read.document;
    if (!this.readOnly && (read.problems.length > 0 || Object.keys(read.badSaves).length > 0)) {
      const kept = this.backUp() ? `the file was kept in ${this.backup}` : 'it is kept as it is until a backup can be made';
      if (read.problems.length > 0) this.notices.push(`Part of the save file could not be used (${read.problems.join('; ')}); ${kept}.`);
    }
    this.cache = { stamp, read };
    return read;
  }

  /**
   * Every write goes through here: a newer version's file is never overwritten, and a write that
   * fails keeps the change in memory, so the next write carries it. True when it reached the disk.
   */
  private write(change: (document: StoreDocument) => StoreDocument): boolean {
    if (this.readOnly) return true;
    const before = this.read();
    const document = change(before.document);
    const badSaves = Object.fromEntries(Object.entries(before.badSaves).filter(([game]) => !Object.hasOwn(document.saves, game)));
    try {
      if (this.backupPending) {
        // A damaged file is never replaced before it is kept.
        this.backup = backUpCorruptFile(this.conf.path, 'copy');
        this.backupPending = false;
      }
      this.conf.replace(documentShape(document));
    } catch (error) {
      this.problem = saveFailureMessage(error);
      this.cache = { stamp: this.cache?.stamp ?? 'none', read: { document, badSaves, problems: [] } };
      return false;
    }
    this.problem = undefined;
    this.unwrittenResults = [];
    this.onDisk = document;
    this.backup = undefined; // the file now holds only checked parts
    this.cache = { stamp: fileStamp(this.conf.path), read: { document, badSaves, problems: [] } };
    return true;
  }

  lastGame(): SavedGameId | undefined {
    return this.read().document.lastGame;
  }

  /** The options of the saved game, unchecked by its moves (undefined when there is none). */
  savedOptions(game: SavedGameId): object | undefined {
    return this.readOnly ? undefined : this.read().document.saves[game]?.options;
  }

  /** The saved game, replayed and checked by the rules; a bad save is backed up and dropped. */
  load(game: SavedGameId): LoadedGame {
    if (this.readOnly) return {};
    const { document, badSaves } = this.read();
    const bad = badSaves[game];
    if (bad !== undefined) return { notice: this.discard(game, `The saved game could not be used: ${bad}.`) };
    const stored = document.saves[game];
    if (!stored) return {};
    const session: Session = { ...stored, moves: decodeMoves(stored.moves) ?? [], redo: decodeMoves(stored.redo) ?? [] };
    try {
      return { position: resume(session) };
    } catch (error) {
      const why = error instanceof InvalidSessionError ? error.message : `The saved game could not be used: ${String(error)}.`;
      return { notice: this.discard(game, why) };
    }
  }

  /**
   * A game is left for another one (a new deal, a restart): a game given up counts as lost, and
   * a score that carries from game to game (Game.carriedScore) is added to the running total.
   */
  retire(position: Position): void {
    const { session } = position;
    if (!session.recorded && !session.shared && session.moves.length > 0) this.record(position, false);
    const carried = carriedBy(position);
    if (carried !== undefined) this.write((doc) => ({ ...doc, carriedTotal: doc.carriedTotal + carried }));
  }

  /**
   * The saved game gives way to another: one unfinished is kept in the game's "left behind" place
   * (and returned), so that u brings it back, as when n deals over it in play; any other is retired.
   */
  giveWay(saved: Position): Position | undefined {
    if (movesPlayed(saved) > 0 && gameOf(saved.session).status(saved.state) === 'playing') {
      this.leave(saved);
      return saved;
    }
    this.retire(saved);
    return undefined;
  }

  /** A shared game is played on in place of the saved game of its kind: that one gives way (giveWay), and is returned when kept for u. */
  replaceSaved(game: SavedGameId): Position | undefined {
    const saved = this.load(game).position;
    return saved && this.giveWay(saved);
  }

  /**
   * An unfinished game is left for a new deal or a restart: what it carries is added now (as
   * retire does), and it waits in the game's one "left behind" place, counted as lost only when
   * the new game's first move is saved (or another game takes its place).
   */
  leave(position: Position): void {
    const { session } = position;
    this.giveUpLeft(session.game);
    const carried = carriedBy(position) ?? 0;
    const stored = storedForm(session, encodeMoves);
    this.write((doc) => ({ ...doc, carriedTotal: doc.carriedTotal + carried, left: { ...doc.left, [session.game]: stored } }));
  }

  /** The game left behind, replayed and checked by the rules; none when there is none or it fails. */
  leftBehind(game: SavedGameId): Position | undefined {
    if (this.readOnly) return undefined;
    const stored = this.read().document.left[game];
    if (!stored) return undefined;
    try {
      return resume({ ...stored, moves: decodeMoves(stored.moves) ?? [], redo: decodeMoves(stored.redo) ?? [] });
    } catch {
      return undefined;
    }
  }

  /** The game left behind is played again: it leaves its place, and what it carried is taken back. */
  bringBack(game: SavedGameId): void {
    const position = this.leftBehind(game);
    const carried = position ? (carriedBy(position) ?? 0) : 0;
    this.write((doc) => {
      const { [game]: _back, ...left } = doc.left;
      return { ...doc, carriedTotal: doc.carriedTotal - carried, left };
    });
  }

  /** The game left behind is given up for good: counted as lost, and its place emptied. */
  giveUpLeft(game: SavedGameId): void {
    if (!this.read().document.left[game]) return;
    const position = this.leftBehind(game);
    if (position && !position.session.recorded && !position.session.shared) this.record(position, false);
    this.write((doc) => {
      const { [game]: _gone, ...left } = doc.left;
      return { ...doc, left };
    });
  }

  /**
   * Counts a finished game (or one given up, as a loss) in the statistics of its variant (a game
   * the demo played in counts as given up, and is marked so in the last games); a win of
   * the daily deal dealt last also counts for its day. A game played to its end is kept as the
   * game's last finished one (for `leaves share`). When the write fails, the result waits in
   * memory for the next write that works, and what to tell the player is returned.
   */
  record(position: Position, wonByPlay: boolean): string | undefined {
    const { session, state } = position;
    // A win the demo had a hand in is not the player's.
    const won = wonByPlay && session.demo !== true;
    const score = gameOf(session).score?.(state, session.elapsedMs);
    const result: GameResult = { game: session.game, options: session.options, won, moves: session.moves.length, elapsedMs: session.elapsedMs, score };
    const recent: RecentResult = { variant: variantOf(session.game, session.options).key, won, moves: result.moves, elapsedMs: session.elapsedMs, day: dayOf(new Date()) };
    if (score !== undefined && Number.isFinite(score)) recent.score = score;
    if (session.demo) recent.demo = true;
    const finished = gameOf(session).status(state) !== 'playing';
    const written = this.write((doc) => {
      const daily = won ? dailyOf(doc.daily, session.game, session.seed, session.options) : undefined;
      return {
        ...doc,
        statistics: recordResult(doc.statistics, result),
        recent: addRecent(doc.recent, recent),
        ...(daily ? { daily: wonDaily(doc.daily, session.game, daily.date) } : {}),
        ...(finished ? { finished: { ...doc.finished, [session.game]: this.storedSession({ ...session, recorded: true }) } } : {}),
      };
    });
    if (written || this.problem === undefined) return undefined;
    this.unwrittenResults.push({ won });
    return `${this.problem}: ${this.uncountedResults()} not counted in the statistics until a save works (quitting tries again)`;
  }

  /** The daily deal of a game is being dealt: a win of it counts for its day. */
  dealtDaily(game: SavedGameId, dealt: DailyDealt): void {
    this.write((doc) => ({ ...doc, daily: dealtDaily(doc.daily, game, dealt) }));
  }

  /** The daily deal dealt last for this game on that day, if any (so it need not be looked for again). */
  dailyDealt(game: SavedGameId, date: string): DailyDealt | undefined {
    const dealt = this.read().document.daily[game]?.dealt;
    return dealt?.date === date ? dealt : undefined;
  }

  /** For the home screen: whether today's daily deal of the game is won, and the streak of days won. */
  dailyStatus(game: SavedGameId, today: string = utcDate()): DailyStatus {
    const { daily, saves } = this.read().document;
    const saved = saves[game];
    return { ...dailyStatus(daily, game, today), inProgress: saved?.daily === today && saved.recorded !== true };
  }

  /** The game to share: the one in progress (its moves so far), else the one finished last. */
  sessionToShare(game: SavedGameId): StoredSession | undefined {
    if (this.readOnly) return undefined;
    const { saves, finished } = this.read().document;
    const saved = saves[game];
    return saved && (saved.moves !== '' || !finished[game]) ? saved : finished[game];
  }

  statistics(): Statistics {
    return this.read().document.statistics;
  }

  /** The latest finished games, oldest first. */
  recentResults(): readonly RecentResult[] {
    return this.read().document.recent;
  }

  /** Each saved game as the home screen lists it: moves played, time, whether it is finished (no replay). */
  savedGames(): Partial<Record<SavedGameId, SavedGameSummary>> {
    if (this.readOnly) return {};
    const { saves } = this.read().document;
    return Object.fromEntries(
      Object.entries(saves).map(([game, stored]) => [game, { moves: stored.moves.split(' ').filter(Boolean).length, elapsedMs: stored.elapsedMs, finished: stored.recorded === true, options: stored.options, ...(stored.demo ? { demo: true } : {}) }]),
    );
  }

  /** The running total of the scores that carry, of every game left so far. */
  carriedTotal(): number {
    return this.read().document.carriedTotal;
  }

  settings(): Settings {
    return this.read().document.settings;
  }

  /**
   * Keeps the settings given, leaving the others as they were (winnable deals or not: as the
   * player's choice); each is checked as the file's are when read (settings.ts), so a value it
   * would refuse there keeps the value it had.
   */
  updateSettings(changes: Partial<Settings>): Settings {
    const before = this.settings();
    const chosen = changes.winnableOnly === undefined ? {} : { winnableChosen: true };
    const next = keptChanges(before, parseSettings({ ...before, ...changes, ...chosen }), changes);
    this.write((doc) => ({ ...doc, settings: next }));
    return next;
  }

  /**
   * Saves the session. Returns the message-line text when the save failed, with the moves that
   * wait ("not saved: the disk is full (2 moves)"), else undefined.
   */
  save(session: Session): string | undefined {
    // A game played on from a shared one has moves from its start: the game screen says when the player's first comes (giveUpLeft).
    if (session.moves.length > 0 && !session.shared) this.giveUpLeft(session.game);
    const stored = this.storedSession(session);
    this.lastSaved = stored;
    const saved = this.write((doc) => ({ ...doc, lastGame: session.game, saves: { ...doc.saves, [session.game]: stored } }));
    if (saved || this.problem === undefined) return undefined;
    const moves = this.unsavedMoves();
    return moves > 0 ? `${this.problem} (${plural(moves, 'move')})` : this.problem;
  }

  private storedSession(session: Session): StoredSession {
    return storedForm(session, (moves) => this.movesText.encode(moves), (redo) => this.redoText.encode(redo));
  }

  /**
   * Copies the file aside as a backup; its path, or undefined when the disk refused (the failure
   * is then the save problem, and every write tries the backup again first).
   */
  private backUp(): string | undefined {
    try {
      this.backup = backUpCorruptFile(this.conf.path, 'copy');
      this.backupPending = false;
    } catch (error) {
      this.backupPending = true;
      this.problem = saveFailureMessage(error);
    }
    return this.backup;
  }

  /** Keeps a copy of the whole file as a backup, then forgets the one bad save. */
  private discard(game: SavedGameId, why: string): string {
    const backup = this.backup ?? this.backUp();
    if (backup === undefined) return `${why} It is kept in the save file until a backup can be made (${this.problem ?? 'the disk refused it'}); a new game starts.`;
    this.write((doc) => {
      const { [game]: _dropped, ...saves } = doc.saves;
      return { ...doc, saves, ...(doc.lastGame === game ? { lastGame: undefined } : {}) };
    });
    return `${why} It was kept in ${backup}; a new game starts.`;
  }
}
