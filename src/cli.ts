// The command line: picks the game and its options with commander, then loads the play path
// lazily so that --help and --version never load Ink.
import { Command, InvalidArgumentError, Option } from 'commander';
import { games, isPlayableGame, type PlayableGameId } from './engine/games.js';
import { MAX_SEED, randomSeed } from './engine/random.js';
import { CARD_STYLES, type CardStyle } from './store/settings.js';
import { keepMemorySmall } from './ui/memory.js';
import { forTerminal } from './terminalText.js';

declare const LEAVES_VERSION: string;

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

function parseTimeLimit(value: string): number {
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(seconds > 0) || seconds > 86_400) {
    throw new InvalidArgumentError('The time limit is a number of seconds, more than 0 and at most 86400.');
  }
  return seconds;
}

function parseJobs(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 256) {
    throw new InvalidArgumentError('Jobs must be a whole number from 1 to 256.');
  }
  return Number(value);
}

function parsePasses(value: string): number | 'unlimited' {
  if (value === 'unlimited') return value;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError('Passes must be a whole number of at least 1, or "unlimited".');
  }
  return Number(value);
}

interface PlayFlags {
  new?: boolean;
  seed?: number;
  style?: CardStyle;
  color?: boolean;
  fourColor?: boolean;
  winnable?: boolean;
}

interface KlondikeFlags extends PlayFlags {
  draw?: string;
  passes?: number | 'unlimited';
  scoring?: string;
}

interface SpiderFlags extends PlayFlags {
  suits?: string;
}

interface SolveFlags {
  seed?: number;
  seeds?: [number, number];
  draw?: string;
  passes?: number | 'unlimited';
  suits?: string;
  timeLimit: number;
  moves?: boolean;
  json?: boolean;
  jobs?: number;
}

/** The game options each game's solver takes from the command line. */
const SOLVE_OPTIONS: Record<PlayableGameId, readonly (keyof SolveFlags)[]> = {
  'autumn-leaves': [],
  klondike: ['draw', 'passes'],
  spider: ['suits'],
};

async function solveCommand(game: string | undefined, flags: SolveFlags, command: Command): Promise<void> {
  const id = game ?? 'autumn-leaves';
  if (!isPlayableGame(id)) command.error(`unknown game '${id}'. Choose one of: ${Object.keys(games).join(', ')}.`);
  for (const name of ['draw', 'passes', 'suits'] as const) {
    if (flags[name] !== undefined && !SOLVE_OPTIONS[id].includes(name)) command.error(`--${name} is not an option of ${games[id].title}.`);
  }
  if (flags.seed !== undefined && flags.seeds !== undefined) command.error('give either --seed or --seeds, not both.');
  const seed = flags.seed ?? randomSeed();
  const [firstSeed, lastSeed] = flags.seeds ?? [seed, seed];
  const { runSolve, defaultJobs } = await import('./solveCommand.js');
  await runSolve({
    game: id,
    options: given({ draw: flags.draw && Number(flags.draw), passes: flags.passes, suits: flags.suits && Number(flags.suits) }) ?? {},
    firstSeed, lastSeed,
    timeLimitMs: flags.timeLimit * 1000,
    withMoves: Boolean(flags.moves), json: Boolean(flags.json),
    jobs: flags.jobs ?? defaultJobs(),
  });
}

/** Only the options the player gave, so a saved game's own options are kept otherwise. */
function given<T extends Record<string, unknown>>(options: T): Partial<T> | undefined {
  const entries = Object.entries(options).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

async function start(game: PlayableGameId | undefined, flags: PlayFlags, options?: object): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write('leaves: this is a game for an interactive terminal; run it without pipes or redirection.\n');
    process.exitCode = 2;
    return;
  }
  keepMemorySmall(); // before the play path loads (see src/ui/memory.ts)
  const { play } = await import('./ui/play.js');
  const display = given({ style: flags.style, color: flags.color, fourColor: flags.fourColor });
  process.exitCode = await play({ game, fresh: Boolean(flags.new), seed: flags.seed, options, display, winnableOnly: flags.winnable });
}

/** The options every game takes; the display ones are remembered for later games. */
function withPlayFlags(command: Command): Command {
  return command
    .option('--new', 'deal a new game in place of the saved one')
    .option('--seed <n>', 'play deal number n (0 to 4294967295)', parseSeed)
    .addOption(new Option('--style <style>', 'cards as unicode (7♥), cards (🂷) or ascii (7H); remembered').choices(CARD_STYLES))
    .option('--color', 'draw in colour (remembered; NO_COLOR turns colour off)')
    .option('--no-color', 'draw without colour (remembered)')
    .option('--four-color', 'a four-colour deck: ♦ blue, ♣ green (remembered)')
    .option('--no-four-color', 'the usual red and black (remembered)')
    .option('--winnable', 'new deals only from deals the solver proves winnable (remembered)')
    .option('--no-winnable', 'new deals from any deal (remembered)');
}

function buildProgram(): Command {
  const program = new Command('leaves')
    .description('Solitaire in the terminal. With no game named, resumes the game played last.')
    .version(typeof LEAVES_VERSION === 'string' ? LEAVES_VERSION : 'dev', '-V, --version')
    .showSuggestionAfterError()
    .enablePositionalOptions()
    // One line per error: commander's "(Did you mean …?)" joins the line before it.
    .configureOutput({
      writeOut: (text) => process.stdout.write(forTerminal(text)),
      writeErr: (text) => process.stderr.write(forTerminal(text)),
      outputError: (text, write) => write(`leaves: ${text.replace(/^error: /, '').trim().replace(/\n+/g, ' ')}\n`),
    });
  withPlayFlags(program)
    .argument('[game]', `the game to play: ${Object.keys(games).join(', ')}`)
    .action((game: string | undefined, flags: PlayFlags) => {
      if (game === undefined) return start(undefined, flags);
      if (game === 'help') program.help();
      program.error(`unknown game '${game}'. Choose one of: ${Object.keys(games).join(', ')}.`);
    });
  withPlayFlags(program.command('autumn-leaves').description("play Autumn Leaves (Toby Ord's suited solitaire)"))
    .action((flags: PlayFlags) => start('autumn-leaves', flags));
  withPlayFlags(program.command('klondike').description('play Klondike'))
    .addOption(new Option('--draw <n>', 'cards turned from the stock at a time (default 1)').choices(['1', '3']))
    .option('--passes <n>', 'times through the stock: a number or "unlimited" (default unlimited; Vegas: 3 with draw 3, 1 with draw 1)', parsePasses)
    .addOption(new Option('--scoring <mode>', 'scoring (default standard)').choices(['standard', 'vegas', 'none']))
    .action((flags: KlondikeFlags) =>
      start('klondike', flags, given({ draw: flags.draw && Number(flags.draw), passes: flags.passes, scoring: flags.scoring })),
    );
  withPlayFlags(program.command('spider').description('play Spider'))
    .addOption(new Option('--suits <n>', 'suits in the two decks (default 1)').choices(['1', '2', '4']))
    .action((flags: SpiderFlags) => start('spider', flags, given({ suits: flags.suits && Number(flags.suits) })));
  program
    .command('solve')
    .description('say whether deals can be won, knowing every card (works without a terminal)')
    .argument('[game]', `the game: ${Object.keys(games).join(', ')} (default autumn-leaves)`)
    .option('--seed <n>', 'the deal to solve (default: a random one)', parseSeed)
    .option('--seeds <a-b>', 'a range of deals, with a summary', parseSeedRange)
    .addOption(new Option('--draw <n>', 'Klondike: cards turned from the stock at a time (default 1)').choices(['1', '3']))
    .option('--passes <n>', 'Klondike: times through the stock, a number or "unlimited" (default unlimited)', parsePasses)
    .addOption(new Option('--suits <n>', 'Spider: suits in the two decks (default 1)').choices(['1', '2', '4']))
    .option('--time-limit <s>', 'seconds to search each deal before answering "undecided"', parseTimeLimit, 10)
    .option('--moves', 'print the winning line, move by move')
    .option('--json', 'one JSON object per deal, then the summary, for scripts')
    .option('--jobs <n>', 'deals solved at once, each in a worker thread (default: the cores)', parseJobs)
    .action(solveCommand);
  program
    .command('stats')
    .description('show your statistics per game and variant (works without a terminal)')
    .option('--json', 'print them as JSON, for scripts')
    .action(async (flags: { json?: boolean }) => {
      const { showStats } = await import('./showStats.js');
      process.stdout.write(showStats(Boolean(flags.json)));
    });
  return program;
}

async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    process.stderr.write(`leaves: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

await main(process.argv);
