// The rule set as the solver reads it: every knob resolved to its value (defaults filled in) and
// the piles of the compact position numbered: columns first, then free cells, reserve piles,
// waste and stock. Built once per search from the rule set and the deal (its base rank and the
// copies of each card it holds).
import type { BuildRule, EmptyRule, GroupRule, RuleSet } from '../ruleSet.js';
import type { Card } from '../../cards/cards.js';
import type { RuleSetState } from '../state.js';
import { cardCode } from './cards.js';
import { fitsTable } from './fitsTable.js';

export interface Shape {
  columns: number;
  cells: number;
  /** The first reserve pile, and how many there are (stacked: 1; spread: one per card). */
  reserveStart: number;
  reservePiles: number;
  reserveStacked: boolean;
  /** The waste's and the stock's pile numbers (−1 when the rule set has none). */
  waste: number;
  stock: number;
  piles: number;
  /** Room for one pile: every card of the deal. */
  stride: number;
  deckSize: number;
  build: BuildRule;
  wrap: boolean;
  /** Whether one code may lie on another in a column (fitsTable.ts), below × 256 + above. */
  fits: Uint8Array;
  group: GroupRule;
  limitGroups: boolean;
  empty: EmptyRule;
  /** Foundations (0 with a hole or with completed runs leaving the table). */
  foundations: number;
  baseRank: number;
  foundationWrap: boolean;
  cardsComeBack: boolean;
  completeRuns: boolean;
  /** How many completed runs win (completeRuns only). */
  runsToWin: number;
  hole: boolean;
  holeWrap: boolean;
  stockTo: 'waste' | 'columns' | 'hole' | 'none';
  draw: number;
  /** Turns of the waste allowed (Infinity for unlimited). */
  redeals: number;
  dealColumns: readonly number[];
  needsNoEmptyColumn: boolean;
  win: 'all-home' | 'tableau-empty';
  /** Copies of each card code (0–51) in the deal. */
  copies: Uint8Array;
  /** No card twice in the deal. */
  oneDeck: boolean;
  /**
   * Whether the rules treat every column alike from here on: nothing is dealt to chosen columns
   * (no stock dealt to columns). Then columns may be put in any order (see position.ts).
   */
  columnsAlike: boolean;
  /**
   * Whether no card ever enters a column (nothing builds, an empty column takes nothing, nothing is
   * dealt to them): each column is then always the bottom of its dealt cards, named by its height.
   */
  columnsOnlyShrink: boolean;
  /** Cards the deal put in the columns and in the stock. */
  dealtToColumns: number;
  stockCards: number;
}

export function shapeOf(rules: RuleSet, state: RuleSetState): Shape {
  const t = rules.tableau;
  const columns = t.piles;
  const cells = rules.cells?.count ?? 0;
  const reserveCards = rules.reserve?.cards ?? 0;
  const reserveStacked = (rules.reserve?.layout ?? 'stacked') === 'stacked';
  const reservePiles = reserveCards === 0 ? 0 : reserveStacked ? 1 : Math.max(reserveCards, state.reserve.length);
  const reserveStart = columns + cells;
  const stockTo = rules.stock?.to ?? 'none';
  const waste = stockTo === 'waste' ? reserveStart + reservePiles : -1;
  const stock = stockTo === 'none' ? -1 : reserveStart + reservePiles + (waste >= 0 ? 1 : 0);
  const piles = reserveStart + reservePiles + (waste >= 0 ? 1 : 0) + (stock >= 0 ? 1 : 0);
  const copies = new Uint8Array(52);
  let deckSize = 0;
  const count = (pile: readonly Card[]): void => {
    for (const card of pile) {
      const code = cardCode(card);
      copies[code & 63]!++;
      deckSize++;
    }
  };
  for (const list of [state.tableau, state.cells, state.reserve, state.foundations, state.removed]) list.forEach(count);
  count(state.stock);
  count(state.waste);
  const redeals = rules.stock?.redeals ?? 0;
  const completeRuns = rules.foundations?.completeRuns ?? false;
  const hole = rules.hole !== undefined;
  return {
    columns,
    cells,
    reserveStart,
    reservePiles,
    reserveStacked,
    waste,
    stock,
    piles,
    stride: deckSize,
    deckSize,
    build: t.build ?? 'alternate-colours',
    wrap: t.wrap ?? false,
    fits: fitsTable({ build: t.build ?? 'alternate-colours', wrap: t.wrap ?? false }),
    group: t.move ?? 'build-run',
    limitGroups: t.limitGroupsBySpace ?? false,
    empty: t.empty ?? 'any',
    foundations: hole || completeRuns ? 0 : state.foundations.length,
    baseRank: state.baseRank,
    foundationWrap: rules.foundations?.wrap ?? false,
    cardsComeBack: rules.foundations?.cardsComeBack ?? false,
    completeRuns,
    runsToWin: Math.floor(deckSize / 13),
    hole,
    holeWrap: rules.hole?.wrap ?? false,
    stockTo,
    draw: rules.stock?.draw ?? 1,
    redeals: redeals === 'unlimited' ? Number.POSITIVE_INFINITY : redeals,
    dealColumns: rules.stock?.columns ?? Array.from({ length: columns }, (_, i) => i),
    needsNoEmptyColumn: rules.stock?.needsNoEmptyColumn ?? false,
    win: rules.win ?? 'all-home',
    copies,
    oneDeck: copies.every((n) => n <= 1),
    columnsAlike: stockTo !== 'columns',
    dealtToColumns: state.tableau.reduce((n, column) => n + column.length, 0),
    stockCards: state.stock.length,
    columnsOnlyShrink: (t.build ?? 'alternate-colours') === 'none' && (t.empty ?? 'any') === 'none' && stockTo !== 'columns',
  };
}

/**
 * Whether the run-building games' own beam (runs/) plays these rules: cards build down regardless
 * of suit, a run of one suit moves as one, an empty column takes anything, suits leave as whole
 * K→A runs, no free cell or reserve, and a stock deals a card onto every column in turn only when
 * none is empty. Without a stock its beam won no more deals than the rule set's (bench/RESULTS.md).
 */
export function searchesRuns(s: Shape): boolean {
  const everyColumnInTurn = s.dealColumns.length === s.columns && s.dealColumns.every((c, i) => c === i);
  const stock = s.stockTo === 'columns' && s.needsNoEmptyColumn && everyColumnInTurn;
  return s.completeRuns && s.build === 'any-suit' && !s.wrap && s.group === 'suit-run' && !s.limitGroups && s.empty === 'any' &&
    s.cells === 0 && s.reservePiles === 0 && stock && s.columns <= 16 && s.deckSize <= 255;
}
