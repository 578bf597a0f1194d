// The command line: picks the game and its options with commander, then loads the play path
// lazily so that --help and --version never load Ink.
import { Command, InvalidArgumentError } from 'commander';
import { games, type PlayableGameId } from './engine/games.js';
import { MAX_SEED } from './engine/random.js';

declare const LEAVES_VERSION: string;

function parseSeed(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > MAX_SEED) {
    throw new InvalidArgumentError(`The deal number must be a whole number from 0 to ${MAX_SEED}.`);
  }
  return Number(value);
}

interface PlayFlags {
  new?: boolean;
  seed?: number;
}

async function start(game: PlayableGameId | undefined, flags: PlayFlags, options?: object): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write('leaves: this is a game for an interactive terminal; run it without pipes or redirection.\n');
    process.exitCode = 2;
    return;
  }
  const { play } = await import('./ui/play.js');
  await play({ game, fresh: Boolean(flags.new), seed: flags.seed, options });
}

function withPlayFlags(command: Command): Command {
  return command
    .option('--new', 'deal a new game in place of the saved one')
    .option('--seed <n>', 'play deal number n (0 to 4294967295)', parseSeed);
}

export function buildProgram(): Command {
  const program = new Command('leaves')
    .description('Solitaire in the terminal. With no game named, resumes the game played last.')
    .version(typeof LEAVES_VERSION === 'string' ? LEAVES_VERSION : 'dev', '-V, --version')
    .showSuggestionAfterError()
    .configureOutput({ outputError: (text, write) => write(`leaves: ${text.replace(/^error: /, '')}`) });
  withPlayFlags(program)
    .argument('[game]', `the game to play: ${Object.keys(games).join(', ')}`)
    .action((game: string | undefined, flags: PlayFlags) => {
      if (game === undefined) return start(undefined, flags);
      program.error(`unknown game '${game}'. Choose one of: ${Object.keys(games).join(', ')}.`);
    });
  withPlayFlags(program.command('autumn-leaves').description("play Autumn Leaves (Toby Ord's suited solitaire)"))
    .action((flags: PlayFlags) => start('autumn-leaves', flags));
  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    process.stderr.write(`leaves: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

await main(process.argv);
