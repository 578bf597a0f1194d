// A game's options as rows to change on screen (the home's `o`, the settings screen): each option
// the game declares, the values it offers (its choices, or the few it suggests where any value
// goes) and the one chosen. Pure; the values are parsed by the game's own option parsers, and the
// whole set is checked by the game, as the command line's are (store/gameOptions.ts).
import { optionGiven, type Game } from '../../engine/game.js';
import { checkedOptions } from '../../store/gameOptions.js';

export interface OptionRow {
  /** The option's name, as the flag spells it (`draw` for --draw). */
  name: string;
  /** Its --help line. */
  description: string;
  /** The values offered, as typed on the command line. */
  values: readonly string[];
  /** Which value is chosen. */
  index: number;
}

/** The value of an option as the command line types it. */
function typed(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The game's options as rows, set to the options given (a game's resolved options). */
export function optionRows(game: Game, options: object): OptionRow[] {
  return game.options.flatMap((option) => {
    const offered = option.choices ?? option.offered ?? [];
    const current = typed(optionGiven(options, option.name));
    const values = current === '' || offered.includes(current) ? offered : [current, ...offered];
    if (values.length === 0) return [];
    return [{ name: option.name, description: option.description, values, index: Math.max(0, values.indexOf(current)) }];
  });
}

/** The values in a line, the chosen one in brackets: "1 [3]". */
export function valuesText(values: readonly string[], index: number): string {
  return values.map((value, i) => (i === index ? `[${value}]` : value)).join(' ');
}

/** The chosen value of a row. */
export function chosen(row: OptionRow): string {
  return row.values[row.index]!;
}

/** The row with the next (step 1) or the previous (-1) value chosen, round the end. */
export function stepRow(row: OptionRow, step: number): OptionRow {
  return { ...row, index: (row.index + step + row.values.length) % row.values.length };
}

/**
 * The options the rows choose, parsed by the game's own parsers; a string naming the problem when
 * one refuses its value.
 */
export function optionsFrom(game: Game, rows: readonly OptionRow[]): object | string {
  const options: Record<string, unknown> = {};
  for (const row of rows) {
    const option = game.options.find((o) => o.name === row.name);
    if (!option) continue;
    try {
      options[row.name] = option.parse(chosen(row));
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  return options;
}

/** The value (typed) the game gives option `name` when these options leave it out, or undefined when they make no game. */
function defaultIn(game: Game, options: object, name: string): string | undefined {
  const others = Object.fromEntries(Object.entries(options).filter(([key]) => key !== name));
  const resolved = checkedOptions(game.id, others);
  return resolved && typed(optionGiven(resolved, name));
}

/**
 * The rows with row `at` set to the value at `index`. A row that holds the value the game gives it
 * by default follows the change, as the command line's does when the option is left out (passes
 * that follow a scoring, say); one the player set otherwise keeps its value.
 */
export function choose(game: Game, rows: readonly OptionRow[], at: number, index: number): OptionRow[] {
  const changed = rows.map((row, i) => (i === at ? { ...row, index } : row));
  const before = optionsFrom(game, rows);
  const after = optionsFrom(game, changed);
  if (typeof before === 'string' || typeof after === 'string') return changed;
  return changed.map((row, i) => {
    if (i === at || defaultIn(game, before, row.name) !== chosen(row)) return row;
    const value = defaultIn(game, after, row.name);
    const follows = value === undefined ? -1 : row.values.indexOf(value);
    return follows < 0 ? row : { ...row, index: follows };
  });
}
