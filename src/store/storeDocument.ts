// The file's contents, checked part by part and rebuilt from the checked values alone: only the
// registry's own game ids as keys, numbers finite and in range, options the game accepts, and
// nothing unknown carried along (so no extra field, however deeply nested, is ever written back).
// A part that fails its check is left out and named in `problems` (the store backs the file up);
// damaged settings and statistics entries fall back to their defaults (settings.ts, statistics.ts).
import { CUSTOM_GAME } from '../engine/customGame.js';
import { games, isSavedGame, type SavedGameId } from '../engine/games.js';
import { STORE_VERSION, type StoreShape } from './openConf.js';
import { parseStoredSession, type StoredSession } from './sessionShape.js';
import { parseSettings, type Settings } from './settings.js';
import { parseStatistics, type Statistics } from './statistics.js';
import { parseRecent, type RecentResult } from './recentResults.js';
import { isObject, own } from './plainObject.js';
import { parseDailies, type Dailies } from './daily.js';

export interface StoreDocument {
  lastGame?: SavedGameId;
  saves: Partial<Record<SavedGameId, StoredSession>>;
  /** Each game's unfinished game left for a new deal or a restart, until the new game's first move. */
  left: Partial<Record<SavedGameId, StoredSession>>;
  /** The running total of the scores that carry from game to game (Game.carriedScore). */
  carriedTotal: number;
  settings: Settings;
  statistics: Statistics;
  /** The latest finished games, oldest first (absent from files written before it was kept). */
  recent: RecentResult[];
  /** The daily deals of each game: the days won, the one dealt last (daily.ts). */
  daily: Dailies;
  /** Each game's game finished last, for `leaves share` once a new deal has replaced it. */
  finished: Partial<Record<SavedGameId, StoredSession>>;
}

export interface ReadDocument {
  document: StoreDocument;
  /** Saves that failed their check, with the reason, by game. */
  badSaves: Partial<Record<SavedGameId, string>>;
  /** Other parts that failed their check, each in a few words. */
  problems: string[];
}

/** The document in a value whose shape fileShapeProblem (openConf.ts) has passed. */
export function readDocument(value: unknown): ReadDocument {
  const raw = isObject(value) ? value : {};
  const saves: StoreDocument['saves'] = {};
  const badSaves: ReadDocument['badSaves'] = {};
  const problems: string[] = [];
  const rawSaves = own(raw, 'saves');
  const rawLeft = own(raw, 'left');
  const rawFinished = own(raw, 'finished');
  const left: StoreDocument['left'] = {};
  const finished: StoreDocument['finished'] = {};
  for (const game of [...Object.keys(games), CUSTOM_GAME] as SavedGameId[]) {
    const leftValue = isObject(rawLeft) ? own(rawLeft, game) : undefined;
    const leftSession = leftValue === undefined ? undefined : parseStoredSession(game, leftValue);
    // A game left behind that fails its check is only an offer lost: it is dropped without a word.
    if (leftSession !== undefined && typeof leftSession !== 'string') left[game] = leftSession;
    // So is a finished game that fails it: only `leaves share` reads it.
    const finishedValue = isObject(rawFinished) ? own(rawFinished, game) : undefined;
    const finishedSession = finishedValue === undefined ? undefined : parseStoredSession(game, finishedValue);
    if (finishedSession !== undefined && typeof finishedSession !== 'string') finished[game] = finishedSession;
    const value = isObject(rawSaves) ? own(rawSaves, game) : undefined;
    if (value === undefined) continue;
    const session = parseStoredSession(game, value);
    if (typeof session === 'string') badSaves[game] = session;
    else saves[game] = session;
  }
  const document: StoreDocument = {
    saves,
    left,
    carriedTotal: 0,
    settings: parseSettings(own(raw, 'settings')),
    statistics: parseStatistics(own(raw, 'statistics'), problems),
    recent: parseRecent(own(raw, 'recent')),
    daily: parseDailies(own(raw, 'daily')),
    finished,
  };
  const lastGame = own(raw, 'lastGame');
  // Files written before the total had a game-neutral name call it vegasTotal.
  const carriedTotal = own(raw, 'carriedTotal') ?? own(raw, 'vegasTotal');
  if (typeof lastGame === 'string') {
    if (isSavedGame(lastGame) && (saves[lastGame] || badSaves[lastGame])) document.lastGame = lastGame;
    else problems.push('the game played last is not one of its games');
  }
  if (Number.isSafeInteger(carriedTotal)) document.carriedTotal = (carriedTotal as number) + 0;
  else if (carriedTotal !== undefined) problems.push('its running score total is damaged');
  return { document, badSaves, problems };
}

/** The plain object written to disk. */
export function documentShape(document: StoreDocument): StoreShape {
  const { lastGame, saves, left, carriedTotal, settings, statistics, daily, finished, recent } = document;
  const unlessEmpty = (name: string, part: object) => (Object.keys(part).length > 0 ? { [name]: part } : {});
  return {
    version: STORE_VERSION, ...(lastGame ? { lastGame } : {}), saves, ...unlessEmpty('left', left), carriedTotal, settings, statistics,
    ...unlessEmpty('daily', daily), ...unlessEmpty('finished', finished), ...(recent.length > 0 ? { recent } : {}),
  };
}
