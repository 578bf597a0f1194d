// `leaves completion bash|zsh|fish`: a script for the shell that completes leaves's words — its
// commands, each command's options and the values an option or argument takes. Every word comes
// from the commander program itself (and so from the game registry it is built from), never
// from a list kept here.
import type { Argument, Command, Option } from 'commander';

export type Shell = 'bash' | 'zsh' | 'fish';

interface OptionWords {
  /** As typed: '-V', '--version'. */
  flags: string[];
  description: string;
  /** The values it takes: its choices, or none to offer where any value goes. */
  values: readonly string[];
  takesValue: boolean;
  /** Whether its value is a file's name (`--rules <file>`): the shell completes file names. */
  takesFile: boolean;
  /** The values of the command's argument it does not go with: typed, they take it off the offer. */
  notWith: readonly string[];
}

interface CommandWords {
  /** '' for leaves itself. */
  name: string;
  description: string;
  options: OptionWords[];
  /** What the command's first argument can be. */
  argumentValues: readonly string[];
  /** Whether its first argument is a file's name (`leaves play <file>`). */
  argumentIsFile: boolean;
}

/** An option's value or an argument named `file` is a file's name. */
const FILE_WORD = 'file';

/** The values an argument can take (for `leaves solve [game]`, the game registry's ids). */
export type ArgumentValues = (argument: Argument) => readonly string[];

/**
 * The values of its command's argument an option goes with (`leaves solve GAME` takes a game's
 * own options only), or undefined when it goes with any.
 */
export type OptionArguments = (option: Option) => readonly string[] | undefined;

/** What tells the shell script which words to offer. */
export interface Words {
  argumentValues: ArgumentValues;
  optionArguments: OptionArguments;
}

function wordsOf(command: Command, name: string, words: Words): CommandWords {
  const help = command.createHelp();
  const first = help.visibleArguments(command)[0];
  const argumentValues = first ? words.argumentValues(first) : [];
  const options = help.visibleOptions(command).map((option) => {
    const goesWith = words.optionArguments(option);
    return {
      flags: [option.short, option.long].filter((flag): flag is string => flag !== undefined),
      description: option.description,
      values: option.argChoices ?? [],
      takesValue: option.required || option.optional,
      takesFile: /<file>/.test(option.flags),
      notWith: goesWith ? argumentValues.filter((value) => !goesWith.includes(value)) : [],
    };
  });
  return { name, description: command.description(), options, argumentValues, argumentIsFile: first?.name() === FILE_WORD };
}

/** leaves itself, then each of its commands, with their words. */
function commandsOf(program: Command, words: Words): CommandWords[] {
  const commands = program.createHelp().visibleCommands(program);
  return [wordsOf(program, '', words), ...commands.map((command) => wordsOf(command, command.name(), words))];
}

/**
 * Lines for bash or zsh that narrow `options` once the command's argument is on the line, to
 * the options that go with it: `words` is the shell's array of the words, looked at from just
 * after the command (index $i) up to `cursor`. None when every option goes with every value.
 */
function narrowOptions(command: CommandWords, words: string, cursor: string, assign: (options: OptionWords[]) => string): string[] {
  const narrowed = command.argumentValues.filter((value) => command.options.some((option) => option.notWith.includes(value)));
  if (narrowed.length === 0) return [];
  return [
    `      local j; for ((j = i + 1; j < ${cursor}; j++)); do`,
    `        case \${${words}[j]} in`,
    ...narrowed.map((value) => `          ${quoted(value)}) ${assign(command.options.filter((option) => !option.notWith.includes(value)))} ;;`),
    '        esac',
    '      done',
  ];
}

/** A word in single quotes for bash and zsh. */
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
/** A word in single quotes for fish, where a backslash escapes a quote or a backslash. */
const fishQuoted = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** What the first words after `leaves` may be: its commands, and what its argument takes. */
function firstWords(commands: CommandWords[]): string[] {
  return [...new Set([...commands.slice(1).map((command) => command.name), ...commands[0]!.argumentValues])];
}

/**
 * Lines for bash or zsh that set $command to the first of leaves's commands among the words
 * before the cursor: `words` is the shell's array of them, from index `first` up to `cursor`.
 */
function findCommand(commands: CommandWords[], words: string, first: number, cursor: string): string[] {
  const names = commands.slice(1).map((command) => quoted(command.name)).join('|');
  return [
    '  local command= i',
    `  for ((i = ${first}; i < ${cursor}; i++)); do`,
    `    case \${${words}[i]} in ${names}) command=\${${words}[i]}; break ;; esac`,
    '  done',
  ];
}

/** Lines for bash or zsh: a `case` over the options of `command` that take a value, `offer` completing one's value. */
function valueCases(command: CommandWords, offer: (option: OptionWords) => string): string[] {
  return [
    '      case $prev in',
    ...command.options.filter((option) => option.takesValue).map((option) => `        ${option.flags.map(quoted).join('|')}) ${offer(option)}; return ;;`),
    '      esac',
  ];
}

function bash(commands: CommandWords[]): string {
  const lines = [
    '# leaves completion for bash: source <(leaves completion bash)',
    '_leaves() {',
    '  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}',
    ...findCommand(commands, 'COMP_WORDS', 1, 'COMP_CWORD'),
    '  local options= words= files=',
    '  case $command in',
  ];
  for (const command of commands) {
    const words = command.name === '' ? firstWords(commands) : command.argumentValues;
    const flags = (options: OptionWords[]) => quoted(options.flatMap((option) => option.flags).join(' '));
    lines.push(`    ${quoted(command.name)}) options=${flags(command.options)} words=${quoted(words.join(' '))}${command.argumentIsFile ? ' files=1' : ''}`);
    lines.push(
      ...narrowOptions(command, 'COMP_WORDS', 'COMP_CWORD', (options) => `options=${flags(options)}`),
      ...valueCases(command, (option) => `COMPREPLY=${option.takesFile ? '($(compgen -f -- "$cur"))' : option.values.length > 0 ? `($(compgen -W ${quoted(option.values.join(' '))} -- "$cur"))` : '()'}`),
      '      ;;',
    );
  }
  lines.push(
    '  esac',
    '  if [[ $cur == -* ]]; then words=$options; elif [[ -n $files ]]; then COMPREPLY=($(compgen -f -- "$cur")); return; fi',
    '  COMPREPLY=($(compgen -W "$words" -- "$cur"))',
    '}',
    'complete -F _leaves leaves',
    '',
  );
  return lines.join('\n');
}

/** `name:description` for zsh's _describe, a colon in the name escaped. */
const described = (name: string, description: string) => quoted(`${name.replaceAll(':', '\\:')}:${description}`);

function zsh(commands: CommandWords[]): string {
  const lines = [
    '#compdef leaves',
    '# leaves completion for zsh: source <(leaves completion zsh) after compinit, or save it as _leaves in a folder of $fpath',
    '_leaves() {',
    '  local prev=${words[CURRENT-1]}',
    ...findCommand(commands, 'words', 2, 'CURRENT'),
    '  local -a options arguments',
    '  local files=',
    '  case $command in',
  ];
  const descriptionOf = new Map(commands.slice(1).map((other) => [other.name, other.description]));
  for (const command of commands) {
    const words = command.name === '' ? firstWords(commands) : command.argumentValues;
    lines.push(
      `    ${quoted(command.name)})`,
      ...valueCases(command, (option) => (option.takesFile ? '_files' : option.values.length > 0 ? `compadd -- ${option.values.map(quoted).join(' ')}` : `_message ${quoted(option.description)}`)),
    );
    if (command.argumentIsFile) lines.push('      files=1');
    const describedFlags = (options: OptionWords[]) => `options=(${options.flatMap((option) => option.flags.map((flag) => described(flag, option.description))).join(' ')})`;
    lines.push(`      ${describedFlags(command.options)}`, ...narrowOptions(command, 'words', 'CURRENT', describedFlags));
    const description = (word: string) => (command.name === '' ? descriptionOf.get(word) : undefined);
    lines.push(`      arguments=(${words.map((word) => (description(word) ? described(word, description(word)!) : quoted(word.replaceAll(':', '\\:')))).join(' ')}) ;;`);
  }
  lines.push(
    '  esac',
    "  if [[ $PREFIX == -* ]]; then _describe -t options option options; elif [[ -n $files ]]; then _files; else _describe -t arguments argument arguments; fi",
    '}',
    'if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _leaves "$@"; else compdef _leaves leaves; fi',
    '',
  );
  return lines.join('\n');
}

function fish(commands: CommandWords[]): string {
  const lines = [
    '# leaves completion for fish: leaves completion fish > ~/.config/fish/completions/leaves.fish',
    'complete -c leaves -f',
    '# Whether the first of leaves\'s commands on the line is $argv[1] (\'\' for none yet).',
    'function __leaves_command_is',
    '    for word in (commandline -opc)[2..-1]',
    `        if contains -- $word ${commands.slice(1).map((command) => fishQuoted(command.name)).join(' ')}`,
    '            test "$word" = "$argv[1]"',
    '            return',
    '        end',
    '    end',
    '    test -z "$argv[1]"',
    'end',
    '# Whether one of $argv is among the words typed after leaves.',
    'function __leaves_typed',
    '    for word in (commandline -opc)[2..-1]',
    '        contains -- $word $argv; and return 0',
    '    end',
    '    return 1',
    'end',
  ];
  const names = new Set(commands.slice(1).map((command) => command.name));
  for (const command of commands) {
    const condition = `-n ${fishQuoted(`__leaves_command_is ${fishQuoted(command.name)}`)}`;
    if (command.name !== '') lines.push(`complete -c leaves -n ${fishQuoted("__leaves_command_is ''")} -a ${fishQuoted(command.name)} -d ${fishQuoted(command.description)}`);
    // leaves's own argument takes a game, and each game is a command, offered above with its description.
    const words = command.argumentValues.filter((word) => command.name !== '' || !names.has(word));
    if (words.length > 0) lines.push(`complete -c leaves ${condition} -a ${fishQuoted(words.join(' '))}`);
    if (command.argumentIsFile) lines.push(`complete -c leaves ${condition} -F`);
    for (const option of command.options) {
      const flags = option.flags.map((flag) => (flag.startsWith('--') ? `-l ${fishQuoted(flag.slice(2))}` : `-s ${fishQuoted(flag.slice(1))}`)).join(' ');
      const values = option.takesFile ? ' -r -F' : option.takesValue ? ` -x${option.values.length > 0 ? ` -a ${fishQuoted(option.values.join(' '))}` : ''}` : '';
      const notWith = option.notWith.length > 0 ? `; and not __leaves_typed ${option.notWith.map(fishQuoted).join(' ')}` : '';
      lines.push(`complete -c leaves -n ${fishQuoted(`__leaves_command_is ${fishQuoted(command.name)}${notWith}`)} ${flags}${values} -d ${fishQuoted(option.description)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script for `shell`, from the program's commands and options. */
export function completionScript(shell: Shell, program: Command, words: Words): string {
  const commands = commandsOf(program, words);
  return { bash, zsh, fish }[shell](commands);
}
