// The command line: picks the game and its options with commander, then loads the play path
// lazily so that --help and --version never load Ink.
import { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Shell } from './completion.js';
import type { Move } from '../engine/types.js';
import type { Position } from '../engine/session/session.js';
import type { Game, GameOption } from '../engine/game.js';
import { CUSTOM_GAME } from '../engine/customGame.js';
import { allGames, dealProblem, DEFAULT_GAME, gameOf, games, isPlayableGame, isSavedGame, type PlayableGameId, type SavedGameId } from '../engine/games.js';
import type { RuleSet } from '../engine/ruleSet/ruleSet.js';
import { ALL_SEEDS, MAX_SEED, randomSeed, type DealRange } from '../engine/cards/random.js';
import { CARD_STYLES, type CardStyle } from '../store/settings.js';
import { guardOutput, type OutputGuard } from './outputGuard.js';
import { forTerminal } from '../text/terminalText.js';
import { visible } from '../text/visible.js';
import { didYouMean } from '../text/didYouMean.js';
import { dayNumber, isDay, utcDate } from '../text/day.js';

declare const LEAVES_VERSION: string;

/** The error for a game name we do not know: the closest game when one is close, then them all. */
function unknownGame(named: string, withCustom = false): string {
  const ids = [...Object.keys(games), ...(withCustom ? [CUSTOM_GAME] : [])];
  return `unknown game '${named}'${didYouMean(named, ids)}. Choose one of: ${ids.join(', ')}.`;
}

function parseSeed(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > MAX_SEED) {
    throw new InvalidArgumentError(`The deal number must be a whole number from 0 to ${MAX_SEED}.`);
  }
  return Number(value);
}

/** "A-B": a range of deal numbers, A up to B. */
function parseSeedRange(value: string): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(value);
  const [first, last] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!match || first > MAX_SEED || last > MAX_SEED || first > last) {
    throw new InvalidArgumentError(`A range of deals is written A-B, from A up to B, each a whole number from 0 to ${MAX_SEED}.`);
  }
  return [first, last];
}

/** Shortest time limit: the search reads its clock between positions, and reports whole milliseconds. */
const MIN_TIME_LIMIT_S = 0.001;

function parseTimeLimit(value: string): number {
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(seconds >= MIN_TIME_LIMIT_S) || seconds > 86_400) {
    throw new InvalidArgumentError(`The time limit is a number of seconds from ${MIN_TIME_LIMIT_S} (a millisecond) to 86400.`);
  }
  return seconds;
}

function parsePositions(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('The position limit is a whole number from 1 up.');
  }
  return Number(value);
}

function parseJobs(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 256) {
    throw new InvalidArgumentError('Jobs must be a whole number from 1 to 256.');
  }
  return Number(value);
}

function parseDay(value: string): string {
  if (!isDay(value)) throw new InvalidArgumentError('A date is written YYYY-MM-DD, as 2026-12-02.');
  return value;
}

interface PlayFlags {
  new?: boolean;
  seed?: number;
  style?: CardStyle;
  color?: boolean;
  fourColor?: boolean;
  winnable?: boolean;
  mouse?: boolean;
  autoPlay?: boolean;
  /** A game's own options, already parsed (GameOption.parse). */
  [option: string]: unknown;
}

interface SolveFlags {
  /** A rule file to solve in place of a game. */
  rules?: string;
  seed?: number;
  seeds?: [number, number];
  timeLimit: number;
  maxPositions?: number;
  moves?: boolean;
  json?: boolean;
  jobs?: number;
  /** The games' options that change what can be won, already parsed. */
  [option: string]: unknown;
}

/** The game options among the flags: only those the player gave. */
function gameOptions(game: Game, flags: Record<string, unknown>, solving = false): object {
  const options = game.options.filter((option) => !solving || option.affectsSolving);
  return given(Object.fromEntries(options.map((option) => [option.name, flags[option.name]]))) ?? {};
}

/** The commander option for a game's option; `gameName` says whose it is where several share a command. */
function optionFlag(option: GameOption, gameName?: string): Option {
  const flag = new Option(`--${option.name} ${option.valueName}`, gameName ? `${gameName}: ${option.description}` : option.description);
  if (option.choices) flag.choices(option.choices);
  return flag.argParser((text: string) => {
    if (option.choices && !option.choices.includes(text)) throw new InvalidArgumentError(`Allowed choices are ${option.choices.join(', ')}.`);
    try {
      return option.parse(text);
    } catch (error) {
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
  });
}

/** The games each of `leaves solve`'s game options goes with, for completion to offer it with those only. */
const solvingGames = new WeakMap<Option, string[]>();

/** Every option that changes what can be won, of any game, once each (the first game's), for `leaves solve`. */
function solvingOptions(): Option[] {
  const byName = new Map<string, Option>();
  for (const game of allGames()) {
    for (const option of game.options) {
      if (!option.affectsSolving) continue;
      if (!byName.has(option.name)) byName.set(option.name, optionFlag(option, game.title));
      const flag = byName.get(option.name)!;
      solvingGames.set(flag, [...(solvingGames.get(flag) ?? []), game.id]);
    }
  }
  return [...byName.values()];
}

/**
 * The rule set in a player's file, or undefined after saying in one line per problem what is wrong
 * with it (exit code 1).
 */
async function ruleFile(file: string): Promise<RuleSet | undefined> {
  const { readRuleFile } = await import('../store/ruleFile.js');
  const checked = readRuleFile(file);
  if (checked.rules) return checked.rules;
  process.stderr.write(forTerminal(checked.problems.map((line) => `leaves: ${line}\n`).join('')));
  process.exitCode = 1;
  return undefined;
}

async function solveCommand(game: string | undefined, flags: SolveFlags, command: Command): Promise<void> {
  if (game !== undefined && flags.rules !== undefined) command.error(`give a game or --rules FILE, not both.`);
  const named = game ?? DEFAULT_GAME;
  if (flags.rules === undefined && !isPlayableGame(named)) command.error(unknownGame(named));
  const id: SavedGameId = flags.rules !== undefined ? CUSTOM_GAME : (named as PlayableGameId);
  const rules = flags.rules === undefined ? undefined : await ruleFile(flags.rules);
  if (flags.rules !== undefined && !rules) return;
  const solved = gameOf({ game: id, options: rules ? { rules } : {} });
  const takes = new Set(solved.options.filter((option) => option.affectsSolving).map((option) => option.name));
  for (const name of allGames().flatMap((other) => other.options.map((option) => option.name))) {
    if (flags[name] !== undefined && !takes.has(name)) command.error(`--${name} is not an option of ${solved.title}.`);
  }
  if (flags.seed !== undefined && flags.seeds !== undefined) command.error('give either --seed or --seeds, not both.');
  const seed = flags.seed ?? randomSeed(solved.deals);
  const [firstSeed, lastSeed] = flags.seeds ?? [seed, seed];
  const badDeal = dealProblem(solved, firstSeed) ?? dealProblem(solved, lastSeed);
  if (badDeal) command.error(badDeal);
  const { runSolve, defaultJobs } = await import('./solveCommand.js');
  await runSolve({
    game: id,
    options: { ...gameOptions(solved, flags, true), ...(rules ? { rules } : {}) },
    firstSeed, lastSeed,
    timeLimitMs: flags.timeLimit * 1000,
    maxPositions: flags.maxPositions,
    withMoves: Boolean(flags.moves), json: Boolean(flags.json),
    jobs: flags.jobs ?? defaultJobs(),
  });
}

/** Only the options the player gave, so a saved game's own options are kept otherwise. */
function given<T extends Record<string, unknown>>(options: T): Partial<T> | undefined {
  const entries = Object.entries(options).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

/** Set by main(): the game gives it up, having its own way out (src/ui/terminal/terminal.ts). */
let outputGuard: OutputGuard | undefined;

/**
 * `leaves daily [game]`: the day's deal of a game (default: the game played last), printed as JSON
 * or played. The day is today in UTC unless --date names another (not after today, to play it).
 */
async function dailyCommand(named: string | undefined, flags: { json?: boolean; date?: string }, command: Command): Promise<void> {
  if (named !== undefined && !isPlayableGame(named)) command.error(unknownGame(named));
  const today = utcDate();
  const date = flags.date ?? today;
  if (!flags.json && dayNumber(date) > dayNumber(today)) command.error(`the daily deal of ${date} cannot be played before that day (today is ${today}, in UTC).`);
  // Before the search for the deal, which would be for nothing.
  if (!flags.json && !inTerminal()) return;
  let game = named as PlayableGameId | undefined;
  let known: number | undefined;
  if (!flags.json || game === undefined) {
    const { dailyFromStore } = await import('./storeCommands.js');
    const fromStore = dailyFromStore(game, date);
    game = fromStore.game;
    // Looked for once a day: the deal found is kept in the store, and only proved again.
    if (!flags.json) known = fromStore.known;
  }
  const { findDaily } = await import('./dailyCommand.js');
  const waiting = flags.json || known !== undefined ? undefined : setTimeout(() => process.stderr.write(`Finding the daily deal of ${games[game!].title}…\n`), 300);
  const deal = await findDaily(game, date, known);
  clearTimeout(waiting);
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ game: deal.game, date: deal.date, seed: deal.seed, options: deal.options, proved: deal.proved })}\n`);
    return;
  }
  await start(game, {}, undefined, { date, seed: deal.seed, options: deal.options, proved: deal.proved, line: deal.line });
}

/** A daily deal to play: its day, its deal, its winning line when proved (play.tsx's DailyRequest). */
interface DailyDealt {
  date: string;
  seed: number;
  options: object;
  proved: boolean;
  line?: readonly Move[];
}

/** Says so (exit code 2) and returns false when there is no terminal to play in. */
function inTerminal(): boolean {
  if (process.stdin.isTTY && process.stdout.isTTY) return true;
  process.stderr.write('leaves: this is a game for an interactive terminal; run it without pipes or redirection.\n');
  process.exitCode = 2;
  return false;
}

async function start(game: SavedGameId | undefined, flags: PlayFlags, options?: object, daily?: DailyDealt, replay?: Position): Promise<void> {
  if (!inTerminal()) return;
  outputGuard?.release();
  // Ink (which would draw only the last frame) and chalk (no colour) read CI when they load; a
  // game in a terminal is played the same wherever CI says it runs.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  const { play } = await import('../ui/play.js');
  const display = given({ style: flags.style, color: flags.color, fourColor: flags.fourColor });
  process.exitCode = await play({ game, fresh: Boolean(flags.new), seed: flags.seed, options, display, winnableOnly: flags.winnable, mouse: flags.mouse, autoPlay: flags.autoPlay, daily, replay });
}

/** The options every game takes; the display ones are remembered for later games. */
function withPlayFlags(command: Command, deals: DealRange = ALL_SEEDS): Command {
  return command
    .option('--new', 'deal a new game in place of the saved one')
    .option('--seed <n>', `play deal number n (${deals.first} to ${deals.last})`, parseSeed)
    .addOption(new Option('--style <style>', 'cards as unicode (7♥), cards (🂷) or ascii (7H); remembered').choices(CARD_STYLES))
    .option('--color', 'draw in colour (remembered; NO_COLOR turns colour off)')
    .option('--no-color', 'draw without colour (remembered)')
    .option('--four-color', 'a four-colour deck: ♦ blue, ♣ green (remembered)')
    .option('--no-four-color', 'the usual red and black (remembered)')
    .option('--winnable', 'new deals only from deals the solver proves winnable (the default; remembered)')
    .option('--no-winnable', 'new deals from any deal (remembered)')
    .option('--mouse', 'click cards to play them (the default; remembered)')
    .option('--no-mouse', 'leave the mouse to the terminal (remembered)');
}

function buildProgram(): Command {
  const program = new Command('leaves')
    .description('Solitaire in the terminal. With no game named, resumes the game played last.')
    .version(typeof LEAVES_VERSION === 'string' ? LEAVES_VERSION : 'dev', '-V, --version')
    .showSuggestionAfterError()
    .enablePositionalOptions()
    // commander throws instead of exiting, so that main() lets a help text's failed write be told
    // (process.exit would end the program before the write's error arrives).
    .exitOverride()
    // One line per error: commander's "(Did you mean …?)" joins the line before it.
    .configureOutput({
      writeOut: (text) => process.stdout.write(forTerminal(text)),
      writeErr: (text) => process.stderr.write(forTerminal(text)),
      // Made visible too: an error may quote what a player was given (a code, a file's name).
      outputError: (text, write) => write(`leaves: ${visible(text.replace(/^error: /, '').trim().replace(/\n+/g, ' '))}\n`),
    });
  withPlayFlags(program)
    .argument('[game]', `the game to play: ${Object.keys(games).join(', ')}`)
    .action((game: string | undefined, flags: PlayFlags) => {
      if (game === undefined) return start(undefined, flags);
      if (game === 'help') program.help();
      program.error(unknownGame(game));
    });
  for (const id of Object.keys(games) as PlayableGameId[]) {
    const game = games[id];
    const command = withPlayFlags(program.command(id).description(game.summary), game.deals);
    for (const option of game.options) command.addOption(optionFlag(option));
    if (game.safeToFoundation) {
      command
        .option('--auto-play', 'play cards up by themselves once play can never need them (the default; remembered)')
        .option('--no-auto-play', 'leave every card for the player to play up (remembered)');
    }
    command.action((flags: PlayFlags) => {
      const badDeal = flags.seed === undefined ? undefined : dealProblem(game, flags.seed);
      if (badDeal) command.error(badDeal);
      const options = gameOptions(game, flags);
      return start(id, flags, Object.keys(options).length > 0 ? options : undefined);
    });
  }
  withPlayFlags(program.command('play').description('play the patience a rule file describes (see docs/rule-files.md)'))
    .argument('<file>', 'the rule file, JSON (start from one: leaves rules GAME > FILE.json)')
    .action(async (file: string, flags: PlayFlags) => {
      const rules = await ruleFile(file);
      if (rules) return start(CUSTOM_GAME, flags, { rules });
    });
  const solveCommandLine = program
    .command('solve')
    .description('say whether deals can be won, knowing every card (works without a terminal)')
    .argument('[game]', `the game: ${Object.keys(games).join(', ')} (default ${DEFAULT_GAME})`)
    .option('--seed <n>', 'the deal to solve (default: a random one)', parseSeed)
    .option('--seeds <a-b>', 'a range of deals, with a summary', parseSeedRange)
    .option('--rules <file>', 'solve the patience a rule file describes, in place of a game');
  for (const option of solvingOptions()) solveCommandLine.addOption(option);
  solveCommandLine
    .option('--time-limit <s>', 'seconds to search each deal before answering "undecided"', parseTimeLimit, 10)
    .option('--max-positions <n>', 'positions to search each deal before answering "undecided" (the same answers on any machine)', parsePositions)
    .option('--moves', 'print the winning line, move by move')
    .option('--json', 'one JSON object per deal, then the summary, for scripts')
    .option('--jobs <n>', 'deals solved at once, each in a worker thread (default: the cores)', parseJobs)
    .action(solveCommand);
  program
    .command('daily')
    .description('play the daily deal: the same for every player that day (in UTC), and proved winnable')
    .argument('[game]', `the game: ${Object.keys(games).join(', ')} (default: the game played last)`)
    .option('--json', 'print the deal as JSON ({ game, date, seed, options, proved }) and play nothing (works without a terminal)')
    .option('--date <yyyy-mm-dd>', "another day's deal (to play it: today or a day before)", parseDay)
    .action(dailyCommand);
  program
    .command('share')
    .description('print a code for the game in progress (or the one finished last) that `leaves open` replays (works without a terminal)')
    .argument('[game]', `the game: ${Object.keys(games).join(', ')}, or custom for a rule file's (default: the game played last)`)
    .action(async (named: string | undefined) => {
      if (named !== undefined && !isSavedGame(named)) program.error(unknownGame(named, true));
      const { shareOutput } = await import('./storeCommands.js');
      const output = shareOutput(named as SavedGameId | undefined);
      if ('out' in output) process.stdout.write(output.out);
      else program.error(output.error);
    });
  program
    .command('open')
    .description('replay a game from the code `leaves share` printed: ← → step, Enter plays on from there')
    .argument('<code>', 'the code, one line')
    .action(async (code: string) => {
      const { openCode } = await import('./storeCommands.js');
      const opened = openCode(code);
      if ('problem' in opened) program.error(opened.problem);
      else await start(opened.position.session.game, {}, undefined, undefined, opened.position);
    });
  program
    .command('rules')
    .description('print a game\'s rules as a rule file to start your own from (works without a terminal)')
    // The choices are for completion; rulesOutput refuses any other name, saying which was meant.
    .addArgument(new Argument('[game]', 'a game played from a rule set (none: list them)').choices(allGames().filter((game) => game.ruleSet).map((game) => game.id)).argParser(String))
    .action(async (game: string | undefined) => {
      const { rulesOutput } = await import('./rulesCommand.js');
      const output = rulesOutput(game);
      if ('out' in output) process.stdout.write(output.out);
      else program.error(output.error);
    });
  program
    .command('stats')
    .description('show your statistics per game and variant (works without a terminal)')
    .option('--json', 'print them as JSON, for scripts')
    .action(async (flags: { json?: boolean }) => {
      const { showStats } = await import('./storeCommands.js');
      process.stdout.write(showStats(Boolean(flags.json)));
    });
  program
    .command('completion')
    .description('print a script for bash, zsh or fish that completes leaves\'s commands and options (see the README)')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: Shell) => {
      const { completionScript } = await import('./completion.js');
      // A game argument takes the registry's games; any other, its choices.
      process.stdout.write(completionScript(shell, program, {
        argumentValues: (argument) => argument.argChoices ?? (argument.name() === 'game' ? Object.keys(games) : []),
        optionArguments: (option) => solvingGames.get(option),
      }));
    });
  return program;
}

async function main(argv: string[]): Promise<void> {
  outputGuard = guardOutput();
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    // commander has said what it had to (help, version or a one-line error): only its exit code is left.
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`leaves: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

await main(process.argv);
