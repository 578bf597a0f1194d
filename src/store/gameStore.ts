// The store of saved games: one session per game, saved after every move, and the game played
// last. A save that does not check out is backed up (never wiped) and reported in one line.
import type Conf from 'conf';
import { games, type PlayableGameId } from '../engine/games.js';
import { InvalidSessionError, replay, type Position, type Session } from '../engine/session.js';
import { backUpCorruptFile, openConf, STORE_VERSION, type StoreShape } from './openConf.js';
import { sessionShapeProblem } from './sessionShape.js';
import { parseSettings, type Settings } from './settings.js';
import { parseStatistics, recordResult, type GameResult, type Statistics } from './statistics.js';

export interface LoadedGame {
  position?: Position;
  notice?: string;
}

export class GameStore {
  readonly notices: string[];
  /** True when the file was written by a newer Leaves: it is read by nobody and never written. */
  readonly readOnly: boolean;
  private readonly conf: Conf<StoreShape>;

  constructor(cwd?: string) {
    const opened = openConf(cwd);
    this.conf = opened.conf;
    this.notices = opened.notices;
    const version = this.conf.get('version');
    this.readOnly = typeof version === 'number' && version > STORE_VERSION;
    if (this.readOnly) {
      const backup = backUpCorruptFile(this.conf.path, 'copy');
      this.notices.push(
        `The save file was written by a newer version of Leaves: it is left untouched (a copy is in ${backup}) and this game will not be saved.`,
      );
    }
  }

  /** Every write goes through here, so a newer version's file is never overwritten. */
  private write(changes: Partial<StoreShape>): void {
    if (!this.readOnly) this.conf.set(changes);
  }

  get path(): string {
    return this.conf.path;
  }

  lastGame(): PlayableGameId | undefined {
    const last = this.conf.get('lastGame');
    return typeof last === 'string' && this.saves()[last] !== undefined ? (last as PlayableGameId) : undefined;
  }

  /** The saved game, replayed and checked by the rules; a bad save is backed up and dropped. */
  load(game: PlayableGameId): LoadedGame {
    if (this.readOnly) return {};
    const saved = this.saves()[game];
    if (saved === undefined) return {};
    const problem = sessionShapeProblem(saved);
    if (!problem && (saved as Session).game === game) {
      try {
        const session = saved as Session;
        return { position: { session, state: replay(session) } };
      } catch (error) {
        if (!(error instanceof InvalidSessionError)) throw error;
        return { notice: this.discard(game, error.message) };
      }
    }
    return { notice: this.discard(game, `The saved game could not be used: ${problem ?? 'it belongs to another game'}.`) };
  }

  /**
   * A game is left for another one (a new deal, a restart): a game given up counts as lost, and
   * a score that carries from game to game (cumulative Vegas, its −52 ante included) is added up.
   */
  retire(position: Position): void {
    const { state, session } = position;
    if (!session.recorded && session.moves.length > 0) this.record(position, false);
    const carried = games[session.game].carriedScore?.(state);
    if (carried !== undefined) this.write({ vegasTotal: this.vegasTotal() + carried });
  }

  /** Counts a finished game (or one given up, as a loss) in the statistics of its variant. */
  record(position: Position, won: boolean): void {
    const { session, state } = position;
    const score = games[session.game].score?.(state, session.elapsedMs);
    const result: GameResult = { game: session.game, options: session.options, won, moves: session.moves.length, elapsedMs: session.elapsedMs, score };
    this.write({ statistics: recordResult(this.statistics(), result) });
  }

  statistics(): Statistics {
    return parseStatistics(this.conf.get('statistics'));
  }

  /** The cumulative Vegas total of every Vegas game left so far. */
  vegasTotal(): number {
    const total = this.conf.get('vegasTotal');
    return typeof total === 'number' && Number.isFinite(total) ? total : 0;
  }

  settings(): Settings {
    return parseSettings(this.conf.get('settings'));
  }

  /** Keeps the settings given, leaving the others as they were. */
  updateSettings(changes: Partial<Settings>): Settings {
    const next = { ...this.settings(), ...changes };
    this.write({ settings: next });
    return next;
  }

  save(session: Session): void {
    this.write({
      version: STORE_VERSION,
      lastGame: session.game,
      saves: { ...this.saves(), [session.game]: session },
    });
  }

  private saves(): Record<string, unknown> {
    const saves = this.conf.get('saves');
    return typeof saves === 'object' && saves !== null ? saves : {};
  }

  /** Copies the whole file aside as a backup, then forgets the one bad save. */
  private discard(game: PlayableGameId, why: string): string {
    const backup = backUpCorruptFile(this.conf.path, 'copy');
    const { [game]: _dropped, ...rest } = this.saves();
    this.write({ saves: rest });
    return `${why} It was kept in ${backup}; a new game starts.`;
  }
}
