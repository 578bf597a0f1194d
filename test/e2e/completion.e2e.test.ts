// `leaves completion bash|zsh|fish` end to end: bash's completion run on words as a person would
// type them (the script from the built bin/leaves.js sourced, COMP_WORDS and COMP_CWORD set, the
// completion function called, COMPREPLY read), and what the zsh and fish scripts offer. The
// expected words come from the game registry, so a new game or option is expected too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { CARD_STYLES } from '../../src/store/settings.js';
import { BIN, childEnv, ensureBuilt, ROOT } from './terminal.js';

beforeAll(ensureBuilt);

const GAME_IDS = Object.keys(games) as (keyof typeof games)[];

function leaves(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', input: '', env: childEnv({}) });
}

/**
 * What bash offers for each line: the words typed so far, the last one the word being completed
 * ('' right after a space). One bash for all the lines, with the script sourced once.
 */
function bashOffers(lines: string[][]): string[][] {
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  const script = [
    `source <(${quote(process.execPath)} ${quote(BIN)} completion bash)`,
    ...lines.map((words) => `COMP_WORDS=(${words.map(quote).join(' ')}); COMP_CWORD=${words.length - 1}; COMPREPLY=(); _leaves; echo "offer:\${COMPREPLY[*]}"`),
  ].join('\n');
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const offers = run.stdout.split('\n').filter((line) => line.startsWith('offer:'));
  expect(offers).toHaveLength(lines.length);
  return offers.map((line) => line.slice('offer:'.length).split(' ').filter(Boolean));
}

const offer = (...words: string[]) => bashOffers([['leaves', ...words]])[0]!;

describe('bash completion', () => {
  it('offers the games and the other commands first', () => {
    const first = [...GAME_IDS, 'play', 'solve', 'daily', 'share', 'open', 'rules', 'stats', 'completion'];
    expect(offer('').sort()).toEqual([...first].sort());
    expect(offer('kl')).toEqual(['klondike']);
    expect(offer('s').sort()).toEqual(first.filter((word) => word.startsWith('s')).sort());
  });

  it("offers each game's options, and each option's values", () => {
    const lines: string[][] = [];
    const expected: string[][] = [];
    for (const id of GAME_IDS) {
      const options = games[id].options;
      lines.push(['leaves', id, '--']);
      expected.push(['--new', '--seed', '--style', ...options.map((option) => `--${option.name}`)]);
      for (const option of options) {
        lines.push(['leaves', id, `--${option.name}`, '']);
        expected.push([...(option.choices ?? [])]);
      }
      lines.push(['leaves', id, '--style', '']);
      expected.push([...CARD_STYLES]);
    }
    const offers = bashOffers(lines);
    for (const [index, words] of expected.entries()) {
      if (lines[index]!.at(-1) === '--') expect(offers[index], lines[index]!.join(' ')).toEqual(expect.arrayContaining(words));
      else expect(offers[index], lines[index]!.join(' ')).toEqual(words);
    }
    expect(GAME_IDS.some((id) => games[id].options.some((option) => option.choices))).toBe(true);
  });

  it('offers nothing where any value goes, and narrows an option by what is typed', () => {
    expect(offer('klondike', '--seed', '')).toEqual([]);
    expect(offer('klondike', '--dr')).toEqual(['--draw']);
    expect(offer('spider', '--no-').sort()).toEqual(['--no-color', '--no-four-color', '--no-mouse', '--no-winnable']);
    expect(offer('--style', 'a')).toEqual(['ascii']);
  });

  it("offers leaves solve's games and its options that change what can be won", () => {
    expect(offer('solve', '')).toEqual(GAME_IDS);
    const solving = GAME_IDS.flatMap((id) => games[id].options.filter((option) => option.affectsSolving));
    expect(offer('solve', '--')).toEqual(expect.arrayContaining(['--seed', '--seeds', '--time-limit', '--json', ...solving.map((option) => `--${option.name}`)]));
    expect(offer('solve', '--')).not.toContain('--new');
    for (const option of solving) expect(offer('solve', 'klondike', `--${option.name}`, '')).toEqual([...(option.choices ?? [])]);
  });

  it('offers leaves solve GAME only the options of that game that change what can be won', () => {
    const solvingOf = (id: (typeof GAME_IDS)[number]) => games[id].options.filter((option) => option.affectsSolving).map((option) => `--${option.name}`);
    const everyOne = new Set(GAME_IDS.flatMap(solvingOf));
    const lines = GAME_IDS.flatMap((id) => [['leaves', 'solve', id, '--'], ['leaves', 'solve', '--json', id, '--seed', '3', '--']]);
    const offers = bashOffers(lines);
    for (const [index, words] of lines.entries()) {
      const id = words[2] === '--json' ? words[3]! : words[2]!;
      const own = solvingOf(id as (typeof GAME_IDS)[number]);
      expect(offers[index]!.filter((word) => everyOne.has(word)).sort(), words.join(' ')).toEqual(own.sort());
      expect(offers[index], words.join(' ')).toEqual(expect.arrayContaining(['--seed', '--seeds', '--time-limit', '--json']));
    }
    expect(offer('solve', 'klondike', '--')).not.toContain('--suits');
    expect(offer('solve', 'spider', '--')).toContain('--suits');
  });

  it('offers file names to leaves play and to leaves solve --rules, and the rule-set games to leaves rules', () => {
    const rulesFile = path.join(ROOT, 'docs', 'rule-set.schema.json');
    const typed = path.join(ROOT, 'docs', 'rule-set.sch');
    expect(offer('play', typed)).toEqual([rulesFile]);
    expect(offer('solve', '--rules', typed)).toEqual([rulesFile]);
    expect(offer('play', '--se')).toEqual(['--seed']);
    expect(offer('rules', '')).toEqual(GAME_IDS.filter((id) => games[id].ruleSet));
    expect(offer('rules', '').length).toBeGreaterThan(0);
  });

  it('offers the shells after completion', () => {
    expect(offer('completion', '')).toEqual(['bash', 'zsh', 'fish']);
  });
});

describe('zsh and fish completion', () => {
  it("offers each game's options with their values and descriptions", () => {
    const zsh = leaves('completion', 'zsh');
    const fish = leaves('completion', 'fish');
    expect([zsh.status, fish.status, zsh.stderr, fish.stderr]).toEqual([0, 0, '', '']);
    expect(zsh.stdout).toMatch(/^#compdef leaves\n/);
    for (const id of GAME_IDS) {
      expect(fish.stdout).toContain(`-n '__leaves_command_is \\'\\'' -a '${id}' -d '${games[id].summary.replace(/'/g, "\\'")}'`);
      for (const option of games[id].options) {
        expect(zsh.stdout).toContain(`'--${option.name}:${option.description.replace(/'/g, "'\\''")}'`);
        const values = option.choices ? ` -a '${option.choices.join(' ')}'` : '';
        expect(fish.stdout).toContain(`-n '__leaves_command_is \\'${id}\\'' -l '${option.name}' -x${values} -d `);
        if (option.choices) expect(zsh.stdout).toContain(`'--${option.name}') compadd -- ${option.choices.map((choice) => `'${choice}'`).join(' ')}; return ;;`);
      }
    }
  });
});

describe('zsh and fish narrow leaves solve GAME to its options', () => {
  it("offer Spider's --suits to leaves solve spider and not to leaves solve klondike", () => {
    const zsh = leaves('completion', 'zsh').stdout;
    const fish = leaves('completion', 'fish').stdout;
    const zshKlondike = /\n +'klondike'\) options=\((.*)\) ;;\n/.exec(zsh)?.[1];
    expect(zshKlondike).toContain("'--draw:");
    expect(zshKlondike).not.toContain("'--suits:");
    expect(/\n +'spider'\) options=\((.*)\) ;;\n/.exec(zsh)?.[1]).toContain("'--suits:");
    const fishSuits = fish.split('\n').find((line) => line.includes("__leaves_command_is \\'solve\\'") && line.includes("-l 'suits'"));
    expect(fishSuits).toContain('; and not __leaves_typed ');
    expect(fishSuits).toContain("\\'klondike\\'");
    expect(fishSuits).not.toMatch(/\\'spider\\'/);
  });
});

describe('zsh and fish complete file names for rule files', () => {
  it('zsh offers files to leaves play and to --rules; fish forces files there', () => {
    const zsh = leaves('completion', 'zsh').stdout;
    const fish = leaves('completion', 'fish').stdout;
    expect(zsh).toMatch(/'play'\)\n(.*\n)*? +files=1\n/);
    expect(zsh).toContain("'--rules') _files; return ;;");
    expect(fish).toContain("complete -c leaves -n '__leaves_command_is \\'play\\'' -F");
    expect(fish).toContain("-l 'rules' -r -F -d ");
  });
});

describe('leaves completion', () => {
  it('says which shells it knows, in one line, for any other', () => {
    const result = leaves('completion', 'tcsh');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^leaves: .*'tcsh' is invalid.*bash, zsh, fish\.\n$/);
    expect(leaves('completion').stderr).toMatch(/^leaves: missing required argument 'shell'\n$/);
  });
});
