// A rule set with every default filled in (the defaults are the ones ruleSet.ts documents), read
// once per rule set and kept: the rest of the rules engine reads knobs from here, never from the
// raw rule set, so a default is decided in this one place.
import type { BuildRule, EmptyRule, GroupRule, RuleSet } from './ruleSet.js';

/** Where cards go up: foundations by suit, a single hole, or whole runs that leave the table. */
export type FoundationKind = 'suits' | 'hole' | 'runs';

export interface Knobs {
  rules: RuleSet;
  name: string;
  decks: 1 | 2;
  suits: 1 | 2 | 4;
  /** Cards in the deck(s). */
  deckSize: number;
  piles: number;
  /** Cards dealt to each column. */
  cards: readonly number[];
  /** Face-down cards at the bottom of each column (always fewer than its cards). */
  faceDown: readonly number[];
  build: BuildRule;
  tableauWrap: boolean;
  group: GroupRule;
  limitGroupsBySpace: boolean;
  empty: EmptyRule;
  kind: FoundationKind;
  /** The piles of state.foundations: 4 per deck (or as many as the rule set says), 1 for a hole, 0 for runs. */
  foundationPiles: number;
  /** Runs: how many complete runs win. */
  runsToWin: number;
  base: 'ace' | number | 'first-dealt';
  foundationWrap: boolean;
  acesStartUp: boolean;
  cardsComeBack: boolean;
  holeStart: 'ace-of-spades' | 'stock';
  holeWrap: boolean;
  cells: number;
  cellsDealt: number;
  reserve: number;
  reserveLayout: 'stacked' | 'spread';
  stock: StockKnobs | undefined;
  win: 'all-home' | 'tableau-empty';
}

export interface StockKnobs {
  to: 'waste' | 'columns' | 'hole';
  draw: number;
  redeals: number | 'unlimited';
  /** 'columns': the columns that get a card, in order. */
  columns: readonly number[];
  needsNoEmptyColumn: boolean;
}

const cache = new WeakMap<RuleSet, Knobs>();

/** One number per column from "one number for every column, or one per column". */
function perColumn(value: number | readonly number[] | undefined, piles: number, fallback: number): number[] {
  if (value === undefined) return Array.from({ length: piles }, () => fallback);
  if (typeof value === 'number') return Array.from({ length: piles }, () => value);
  return Array.from({ length: piles }, (_, i) => value[i] ?? fallback);
}

function read(rules: RuleSet): Knobs {
  const decks = rules.deck?.decks ?? 1;
  const suits = rules.deck?.suits ?? 4;
  const piles = rules.tableau.piles;
  const cards = perColumn(rules.tableau.cards, piles, 0);
  const faceDown = perColumn(rules.tableau.faceDown, piles, 0).map((n, i) => Math.max(0, Math.min(n, cards[i]! - 1)));
  const f = rules.foundations ?? {};
  const kind: FoundationKind = rules.hole ? 'hole' : f.completeRuns ? 'runs' : 'suits';
  const count = f.count ?? 4 * decks;
  const stock = rules.stock && {
    to: rules.stock.to,
    draw: rules.stock.draw ?? 1,
    redeals: rules.stock.redeals ?? 0,
    columns: rules.stock.columns ?? Array.from({ length: piles }, (_, i) => i),
    needsNoEmptyColumn: rules.stock.needsNoEmptyColumn ?? false,
  };
  return {
    rules,
    name: rules.name,
    decks,
    suits,
    deckSize: 52 * decks,
    piles,
    cards,
    faceDown,
    build: rules.tableau.build ?? 'alternate-colours',
    tableauWrap: rules.tableau.wrap ?? false,
    group: rules.tableau.move ?? 'build-run',
    limitGroupsBySpace: rules.tableau.limitGroupsBySpace ?? false,
    empty: rules.tableau.empty ?? 'any',
    kind,
    foundationPiles: kind === 'hole' ? 1 : kind === 'runs' ? 0 : count,
    runsToWin: kind === 'runs' ? count : 0,
    base: f.base ?? 'ace',
    foundationWrap: f.wrap ?? false,
    acesStartUp: f.acesStartUp ?? false,
    cardsComeBack: f.cardsComeBack ?? false,
    holeStart: rules.hole?.start ?? 'stock',
    holeWrap: rules.hole?.wrap ?? false,
    cells: rules.cells?.count ?? 0,
    cellsDealt: rules.cells?.dealt ?? 0,
    reserve: rules.reserve?.cards ?? 0,
    reserveLayout: rules.reserve?.layout ?? 'stacked',
    stock,
    win: rules.win ?? 'all-home',
  };
}

/** The knobs of a rule set, defaults filled in (read once per rule set object). */
export function knobsOf(rules: RuleSet): Knobs {
  let knobs = cache.get(rules);
  if (!knobs) {
    knobs = read(rules);
    cache.set(rules, knobs);
  }
  return knobs;
}
