// What the home screen lists: every game of the registry, grouped by the family each game says it
// belongs to (in the registry's order), then the rule files played before (the one saved, which
// resumes, and those the statistics remember by name). Each entry carries what the home shows of
// it: the game in progress and how far, played / won / streak, the rules in short and the options
// a new deal takes. Pure: the store's facts come in as arguments.
import { CUSTOM_GAME, customVariantOf } from '../../engine/customGame.js';
import { allGames, gameOf, type SavedGameId } from '../../engine/games.js';
import type { Game } from '../../engine/game.js';
import { RULE_FILES } from '../../engine/ruleSet/ruleSetGame.js';
import type { DailyStatus } from '../../store/daily.js';
import type { SavedGameSummary } from '../../store/gameStore.js';
import { checkedOptions } from '../../store/gameOptions.js';
import type { Statistics, VariantStats } from '../../store/statistics.js';

/** Played, won and streaks, summed over a game's variants. */
export interface GameRecord {
  played: number;
  won: number;
  /** The longest streak still going, of any of its variants. */
  streak: number;
  bestStreak: number;
}

export interface HomeEntry {
  /** Unique in the list: the game's id, or a rule file's statistics key. */
  key: string;
  /** The game Enter plays; absent for a rule file only the statistics remember (no rules kept). */
  game?: SavedGameId;
  title: string;
  family: string;
  rules: string;
  /** The game saved and not finished: how far it has got. */
  inProgress?: SavedGameSummary;
  /** The saved game is finished, and the demo played in it: Enter shows the demo's game. */
  demoFinished?: true;
  record: GameRecord;
  /** The options a new deal takes now (the remembered ones, resolved by the game). */
  options: object;
  /**
   * Today's daily deal in a few words ("won", "not played"), for a home that knows the daily
   * deals; absent, nothing is shown for it.
   */
  daily?: string;
  /** The game in progress is today's daily deal: d resumes it, giving nothing up. */
  dailyInProgress?: boolean;
}

export interface HomeFacts {
  saved: Partial<Record<SavedGameId, SavedGameSummary>>;
  /** Each game's daily deal today: won or not, and the days won in a row (absent: not shown). */
  daily?: (game: SavedGameId) => DailyStatus;
  statistics: Statistics;
  /** The remembered options of each game (Settings.defaults). */
  defaults: Record<string, object>;
}

function recordOf(stats: Statistics, keys: readonly string[]): GameRecord {
  const entries = keys.flatMap((key): VariantStats[] => (Object.hasOwn(stats, key) ? [stats[key]!] : []));
  const sum = (pick: (s: VariantStats) => number) => entries.reduce((total, s) => total + pick(s), 0);
  const most = (pick: (s: VariantStats) => number) => entries.reduce((best, s) => Math.max(best, pick(s)), 0);
  return { played: sum((s) => s.played), won: sum((s) => s.won), streak: most((s) => s.currentStreak), bestStreak: most((s) => s.bestStreak) };
}

function inProgress(summary: SavedGameSummary | undefined): SavedGameSummary | undefined {
  return summary && !summary.finished && summary.moves > 0 ? summary : undefined;
}

function gameEntry(game: Game, facts: HomeFacts): HomeEntry {
  const id = game.id as SavedGameId;
  return {
    key: id, game: id, title: game.title, family: game.family, rules: game.rulesInShort,
    inProgress: inProgress(facts.saved[id]),
    ...(facts.saved[id]?.finished && facts.saved[id].demo ? { demoFinished: true } : {}),
    record: recordOf(facts.statistics, game.variants.map((v) => v.key)),
    options: checkedOptions(id, facts.defaults[id] ?? {}) ?? {},
    ...(facts.daily ? dailyFacts(facts.daily(id)) : {}),
  };
}

function dailyFacts(status: DailyStatus): Pick<HomeEntry, 'daily' | 'dailyInProgress'> {
  return { daily: dailyWords(status), ...(status.inProgress ? { dailyInProgress: true } : {}) };
}

/** Today's daily deal in a few words: won, or how to play it; and the days won in a row. */
function dailyWords({ doneToday, streak, bestStreak, inProgress }: DailyStatus): string {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  const state = doneToday ? 'won' : inProgress ? 'in progress (d resumes it)' : 'not won yet (d plays it)';
  const run = streak > 0 ? `; ${days(streak)} won in a row` : '';
  const best = bestStreak > streak ? `; best run ${days(bestStreak)}` : '';
  return state + run + best;
}

/** The saved rule file's game, when its rules can still be played. */
function savedRuleFile(facts: HomeFacts): Game | undefined {
  const saved = facts.saved[CUSTOM_GAME];
  if (!saved) return undefined;
  try {
    return gameOf({ game: CUSTOM_GAME, options: saved.options });
  } catch {
    return undefined;
  }
}

/** Every entry, in the order listed: the registry's games by family, then the rule files. */
export function homeEntries(facts: HomeFacts): HomeEntry[] {
  const byFamily = new Map<string, HomeEntry[]>();
  for (const game of allGames()) {
    const list = byFamily.get(game.family) ?? [];
    list.push(gameEntry(game, facts));
    byFamily.set(game.family, list);
  }
  const ruleFiles: HomeEntry[] = [];
  const saved = savedRuleFile(facts);
  if (saved) {
    const [variant] = saved.variants;
    ruleFiles.push({
      key: variant!.key, game: CUSTOM_GAME, title: saved.title, family: RULE_FILES, rules: saved.rulesInShort,
      inProgress: inProgress(facts.saved[CUSTOM_GAME]), record: recordOf(facts.statistics, [variant!.key]), options: facts.saved[CUSTOM_GAME]!.options,
    });
  }
  const remembered = Object.keys(facts.statistics)
    .flatMap((key) => customVariantOf(key) ?? [])
    .filter((variant) => !ruleFiles.some((entry) => entry.key === variant.key))
    .sort((a, b) => a.label.localeCompare(b.label));
  for (const variant of remembered) {
    ruleFiles.push({
      key: variant.key, title: variant.label.replace(/ \(rule file\)$/, ''), family: RULE_FILES,
      rules: 'A rule file played before. Play it again with leaves play FILE.json.', record: recordOf(facts.statistics, [variant.key]), options: {},
    });
  }
  if (ruleFiles.length > 0) byFamily.set(RULE_FILES, [...(byFamily.get(RULE_FILES) ?? []), ...ruleFiles]);
  return [...byFamily.values()].flat();
}

/** The entries whose title holds the filter (any case); all of them for an empty filter. */
export function filtered(entries: readonly HomeEntry[], filter: string): HomeEntry[] {
  const wanted = filter.trim().toLowerCase();
  return wanted === '' ? [...entries] : entries.filter((entry) => entry.title.toLowerCase().includes(wanted));
}

/** A line of the list: a family's heading, or an entry (its index among the shown entries). */
export type ListRow = { heading: string } | { entry: number };

/** The list as drawn: each family's heading before its first entry shown. */
export function listRows(shown: readonly HomeEntry[]): ListRow[] {
  const rows: ListRow[] = [];
  shown.forEach((entry, index) => {
    if (index === 0 || shown[index - 1]!.family !== entry.family) rows.push({ heading: entry.family });
    rows.push({ entry: index });
  });
  return rows;
}

/** The first list row drawn so that the highlighted entry shows, `height` rows at a time. */
export function firstRowShown(rows: readonly ListRow[], cursor: number, height: number): number {
  if (rows.length <= height) return 0;
  const at = rows.findIndex((row) => 'entry' in row && row.entry === cursor);
  // Its family's heading shows with it where it can: the row above the first entry of a family.
  const wanted = at > 0 && 'heading' in rows[at - 1]! ? at - 1 : at;
  const centred = wanted - Math.floor((height - 1) / 2);
  return Math.max(0, Math.min(rows.length - height, centred));
}
