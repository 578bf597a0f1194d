// A game as one object: its rules (GameRules) and everything else the program needs to know about
// it — its command-line options, its rules in short, its statistics variants, its top row, the
// words for its stock, its hint heuristics and its solver. Each game's folder builds its object
// with `defineGame` below, which fills in the optional members in one place and reads the game's
// options with the game's one parser, so that the game's own members take them typed (O) while
// the registry, the store and the command line hand them over as they hold them; the registry
// (games.ts) lists the games, so nothing outside a game's folder names a game.
import type { SearchBudget } from '../search/budget.js';
import type { SearchOutcome } from '../search/outcome.js';
import { SUITS, type Card, type Suit } from './cards/cards.js';
import { ALL_SEEDS, type DealRange } from './cards/random.js';
import type { RuleSet } from './ruleSet/ruleSet.js';
import type { OverlapLayout } from './common/overlap.js';
import type { GameRules, GameState, HeaderFact, Move, PileRef } from './types.js';

/**
 * A scale a game keeps its score on. Most keep points; a game may keep another with some options
 * (a stake in dollars), and the statistics keep the best of each scale apart, under its own heading.
 */
export interface ScoreScale {
  /** Names it in the statistics file. */
  key: string;
  /** The word under "Best" in the statistics, and after "best" in a win's summary: "score". */
  heading: string;
  /** A score on it as the header writes it; absent: the number. */
  format?(score: number): string;
}

/** The usual scale: points. A best on it is the statistics' "best score". */
export const POINTS: ScoreScale = { key: 'points', heading: 'score' };

/** One option of a game, as the command line takes it: `--draw <n>`. */
export interface GameOption {
  /** The key in the game's options, and the flag (`--draw`). */
  name: string;
  /** How the value is shown in `--help`: '<n>'. */
  valueName: string;
  /** One line for `--help`. */
  description: string;
  /** The values the flag accepts, as typed; absent: any, and `parse` checks it. */
  choices?: readonly string[];
  /** Where any value goes (no `choices`): the few the options screen offers, as typed. */
  offered?: readonly string[];
  /** The option's value from what was typed; throws a RangeError with a one-line reason. */
  parse(text: string): unknown;
  /** Whether it changes which deals can be won, so that `leaves solve` takes it too. */
  affectsSolving: boolean;
}

/** What statistics keep apart: a key such as 'x-draw-3', shown as its label, 'X, draw 3'. */
export interface Variant {
  key: string;
  label: string;
}

/** A place the cursor can stand: a pile, or the stock (which takes no cards). */
export type Slot = PileRef | { pile: 'stock'; index: 0 };

/** A slot of the row above the columns, and the board column it is drawn in. */
export interface TopRowPlace {
  slot: Slot;
  column: number;
  /** The waste: how many of its top cards are shown fanned (1 when absent). */
  fanned?: number;
  /** What its label says, where the kind of pile does not say it (a hole: 'hole'; absent: the board's word). */
  label?: string;
}

/** The waste's cards fanned in a game that goes through its stock once: what has gone by never comes back, so its last cards stay readable. */
export const ONE_PASS_FAN = 3;

/** What the stock is called in words: dealt rows, or cards drawn onto a waste. */
export interface StockWords {
  /** The key bar's word for `d`: 'deal' or 'draw'. */
  verb: string;
  /** In the move log: 'dealt a row'. */
  did: string;
  /** In a hint: 'deal from the stock'. */
  advice: string;
}

/**
 * What the heuristic hint (engine/hints.ts) needs to know of a game's building rules. Each is a
 * fact of the rules, stated once by the game.
 */
export interface HintTraits {
  /** Whether `above` lies on the face-up `below` as a legal build. */
  sitsOn(below: Card, above: Card): boolean;
  /** Whether `onto` is a better place for `card` than `parent`, the card it lies on now. */
  betterParent(parent: Card, card: Card, onto: Card): boolean;
  /** Whether a run in one suit is worth more than a mixed one (not where colours alternate). */
  suitedRuns: boolean;
  /** Whether an empty column is worth keeping (not where only a king may fill one). */
  emptyColumnsCount: boolean;
  /** Whether a completed K→A run of one suit leaves the table (so covering a long one costs). */
  runsLeaveTable: boolean;
  /** Whether the stock is drawn onto a waste and turned over (drawing helps only if a card plays). */
  drawsToWaste: boolean;
  /** Whether a row is still to deal that needs every column filled. */
  rowToDeal(state: GameState): boolean;
  /**
   * Games whose moves are not builds (cards removed, or played onto one waste): a card move's
   * worth and reason in the units of engine/hints.ts, or undefined when it is no good; absent,
   * the builds are judged as above.
   */
  judgeMove?(state: GameState, move: Extract<Move, { type: 'move' }>): { score: number; reason: string } | undefined;
}

/**
 * One game's search: pure, deterministic for a given state and position limit, answering in engine
 * moves (a line that plays from the given state to 'won'). Written as a method so that a game's
 * solver for its own state type counts as a solver of GameState in the registry (TypeScript checks
 * method parameters both ways), without a cast.
 */
export type GameSolver<S extends GameState = GameState> = {
  search(state: S, budget: SearchBudget): SearchOutcome<Move>;
}['search'];

/** The options of a game that takes none (but the deal number). */
export type NoOptions = Record<never, never>;

/** The parser of a game that takes no options: any given are ignored, as they always were. */
export function noOptions(): NoOptions {
  return {};
}

/**
 * A member of options as given (a save's, a share code's, the command line's), or undefined when
 * they are no object or lack it: what a game's parser reads.
 */
export function optionGiven(given: unknown, name: string): unknown {
  return typeof given === 'object' && given !== null ? Reflect.get(given, name) : undefined;
}

/** A game's rules as its folder writes them: GameRules with the deal taking the options already read. */
export type DealtRules<S extends GameState, O extends object> = Omit<GameRules<S>, 'newGame'> & {
  /** A new game of deal `seed` with these options (read and checked by the game's parser first). */
  newDeal(seed: number, options: O): S;
};

/**
 * A game as its folder defines it: the rules, and the rest with some members optional. O is the
 * type of its options, defaults filled in; every member that takes options takes them parsed.
 */
export interface GameDefinition<S extends GameState = GameState, O extends object = NoOptions> extends DealtRules<S, O> {
  /**
   * Its options from those given (a save's, a share code's, the command line's, with the seed and
   * any other key ignored), defaults filled in; throws a RangeError with a one-line reason for a
   * value it does not take. The one place a game reads options: defineGame calls it.
   */
  parseOptions(given: unknown): O;
  /**
   * What the header shows besides the deal, moves and time: stock left, variant, score, as data
   * (words, shorter words, how readily each goes). `carried` is the total carried from earlier
   * games where the scoring carries one (cumulative Vegas).
   */
  facts(state: S, elapsedMs: number, carried: number): HeaderFact[];
  /** One line for `--help`: "play <its title>". */
  summary: string;
  /**
   * The heading the home screen lists the game under: its family, named after the game players
   * know it by ("<title> family"). Games that say the same family are listed together, in the
   * registry's order.
   */
  family: string;
  /** The rules in one paragraph, for the help screen. */
  rulesInShort: string;
  /** Its command-line options (none when absent). */
  options?: readonly GameOption[];
  /** Every variant, in the order statistics list them (absent: the game is one variant). */
  variants?: readonly Variant[];
  /** The variant of a game with these options (absent: the one variant). */
  variantOf?(options: O): Variant;
  /** The scale a game with these options keeps its score on, or none (absent: points, whenever it has `score`). */
  scoreScale?(options: O): ScoreScale | undefined;
  /** Every scale it keeps a score on with some options (absent: points, when it has `score`). */
  scoreScales?: readonly ScoreScale[];
  /** The deal numbers `--seed` takes (absent: every seed of the shuffle, 0 to 4294967295). */
  deals?: DealRange;
  /** The row above the columns (absent: none). */
  topRow?(state: S): TopRowPlace[];
  /**
   * What the empty foundation `index` takes first, as its label shows: a suit (absent: any suit)
   * and a rank (absent: any rank). Absent: SUITS[index % 4] from the ace.
   */
  foundationStart?(state: S, index: number): FoundationStart;
  /** The stock in words; absent for a game without a stock. */
  stockWords?: StockWords;
  /**
   * Games whose cards overlap (engine/common/overlap.ts): where each tableau pile lies and what covers it.
   * The board then draws that shape instead of columns; absent, the tableau is columns.
   */
  overlapLayout?(state: S): OverlapLayout;
  /**
   * How many top cards of a pile may be picked up together, fewest first, where a game's grouping
   * rule allows only some of the counts up to movableCount (the last card or the whole pile, say).
   * Absent: every count from 1 to movableCount.
   */
  groupSizes?(state: S, from: PileRef): number[];
  /**
   * Positions each sampled deal's solve takes in the fair hint (solver/fairHint.ts): enough to decide
   * most samples of the game's positions, so that its chance is not "no sample decided" (absent:
   * DEFAULT_FAIR_POSITIONS).
   */
  fairPositions?: number;
  /** Whether only one card ever moves at a time, so there is never a run to choose (absent: false). */
  movesOneCard?: boolean;
  /**
   * Whether a chosen card plays at once where only one place takes it, rather than being held for
   * the player to carry there (a game with one pile to play onto; absent: false).
   */
  playsAtOnce?: boolean;
  /** A move in the game's own words where the generic ones (describe.ts) would not do; absent: those. */
  moveWords?(state: S, move: Move): string | undefined;
  hintTraits: HintTraits;
  /** Loads its solver (kept out of the first frame: see src/solver/solverLoader.ts). */
  loadSolver(): Promise<GameSolver<S>>;
  /**
   * The rule set it plays by with these options, as `leaves rules GAME` prints it (absent: the
   * knobs cannot say this game). A game with hooks of its own around it (its deal order, score,
   * a loss) has tests that the hooks say what the rule set says where the two overlap.
   */
  ruleSet?(options: O): RuleSet;
}

/** The first card an empty foundation takes: its suit and rank, either absent for "any". */
export interface FoundationStart {
  suit?: Suit;
  rank?: number;
}

/**
 * A game with every optional member filled in, as the registry holds it. Its members that take
 * options take them as given and read them with the game's parser (a bad value: its RangeError),
 * so games of any O are one type here, `Game`.
 */
export interface Game<S extends GameState = GameState, O extends object = object>
  extends Required<Omit<GameDefinition<S, O>, OptionalMember | OptionsMember>>,
    Pick<GameDefinition<S, O>, Exclude<OptionalMember, 'ruleSet'>> {
  /** A new game: the deal `seed` with the options given, read by the game's parser (GameRules.newGame). */
  newGame(given: { seed: number } & Partial<O>): S;
  variantOf(given: unknown): Variant;
  scoreScale(given: unknown): ScoreScale | undefined;
  ruleSet?(given: unknown): RuleSet;
}

/** The members a game may lack even once defineGame has filled in the defaults. */
type OptionalMember = 'stockWords' | 'carriedScore' | 'score' | 'toFoundation' | 'safeToFoundation' | 'canAutoFinish' | 'overlapLayout' | 'moveWords' | 'ruleSet';

/** The members that take the options parsed in a definition and as given in a game. */
type OptionsMember = 'newDeal' | 'variantOf' | 'scoreScale' | 'ruleSet';

/** A fair hint's positions for each sampled deal's solve, where a game says no other (bench/RESULTS.md). */
export const DEFAULT_FAIR_POSITIONS = 600;

/**
 * The game with its optional members filled in: the one place defaults are decided, and the one
 * place options given are read (the game's parser) before any member of the game sees them.
 */
export function defineGame<S extends GameState, O extends object = NoOptions>(definition: GameDefinition<S, O>): Game<S, O> {
  const { newDeal, parseOptions, variantOf, scoreScale, ruleSet, ...rest } = definition;
  const only: Variant = { key: definition.id, label: definition.title };
  return {
    options: [],
    variants: [only],
    scoreScales: definition.score !== undefined ? [POINTS] : [],
    deals: ALL_SEEDS,
    topRow: () => [],
    foundationStart: (_state, index) => ({ suit: SUITS[index % SUITS.length], rank: 1 }),
    groupSizes: (state, from) => Array.from({ length: definition.movableCount(state, from) }, (_, i) => i + 1),
    movesOneCard: false,
    playsAtOnce: false,
    fairPositions: DEFAULT_FAIR_POSITIONS,
    ...rest,
    parseOptions,
    newGame: (given) => newDeal(given.seed, parseOptions(given)),
    variantOf: (given) => (variantOf ? variantOf(parseOptions(given)) : only),
    scoreScale: (given) => (scoreScale ? scoreScale(parseOptions(given)) : definition.score !== undefined ? POINTS : undefined),
    ...(ruleSet ? { ruleSet: (given: unknown) => ruleSet(parseOptions(given)) } : {}),
  };
}
