// The command line: picks the game and its options with commander, then loads the play path
// lazily so that --help and --version never load Ink.
import { Command, InvalidArgumentError, Option } from 'commander';
import { games, type PlayableGameId } from './engine/games.js';
import { MAX_SEED } from './engine/random.js';
import { CARD_STYLES, type CardStyle } from './store/settings.js';
import { keepMemorySmall } from './ui/memory.js';

declare const LEAVES_VERSION: string;

function parseSeed(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > MAX_SEED) {
    throw new InvalidArgumentError(`The deal number must be a whole number from 0 to ${MAX_SEED}.`);
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
}

interface KlondikeFlags extends PlayFlags {
  draw?: string;
  passes?: number | 'unlimited';
  scoring?: string;
}

interface SpiderFlags extends PlayFlags {
  suits?: string;
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
  process.exitCode = await play({ game, fresh: Boolean(flags.new), seed: flags.seed, options, display });
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
    .option('--no-four-color', 'the usual red and black (remembered)');
}

function buildProgram(): Command {
  const program = new Command('leaves')
    .description('Solitaire in the terminal. With no game named, resumes the game played last.')
    .version(typeof LEAVES_VERSION === 'string' ? LEAVES_VERSION : 'dev', '-V, --version')
    .showSuggestionAfterError()
    .enablePositionalOptions()
    // One line per error: commander's "(Did you mean …?)" joins the line before it.
    .configureOutput({ outputError: (text, write) => write(`leaves: ${text.replace(/^error: /, '').trim().replace(/\n+/g, ' ')}\n`) });
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
