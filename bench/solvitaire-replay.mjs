// Plays Solvitaire's winning line for one of our deals through our rules engine, to settle a
// disagreement (Solvitaire says winnable, we say lost): either the line replays to 'won' under our
// rules (our solver is wrong), or it stops at a move our rules do not allow (the rules differ;
// both positions are printed).
//
//   node bench/solvitaire-replay.mjs --solvitaire /tmp/solvitaire/bin/solvitaire --game golf --seeds 17 [--limit 60]
//
// (--seeds also takes 1-200 or 3,9,12; exit 2 when a line leaves our rules.)
//
// Solvitaire prints its line as a list of positions, not moves, and counts some steps differently
// (several stock turns as one move; a space filled from the reserve as a move of its own), so each
// of its positions is matched, not each move: from our position, the moves of ours that reach the
// next of its positions (or one of the two after it), turning the stock as often as needed and
// making at most two other moves, are found by search. Positions are compared by what both show:
// the columns (in any order, face-down cards counted, not named), the free cells, the foundations'
// top cards (the hole's for a hole game), the size of the reserve, the top waste card.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { games } from 'leaves-solitaire';
import { gameOfPreset, PRESETS, solvitaireDeal } from './solvitaire-deals.mjs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const name = (card) => (card.faceUp === false ? '#' : RANKS[card.rank] + card.suit[0].toUpperCase());
const cardOf = (text) => (text === '##' ? '#' : text.toUpperCase());

/** Solvitaire's printed positions: each a map from section name to its lines of tab-separated cells. */
function parsePositions(text) {
  const start = text.indexOf('Solution:');
  if (start < 0) return undefined;
  const blocks = text.slice(start + 'Solution:'.length).split(/^=+$/m);
  const positions = [];
  for (const block of blocks) {
    const sections = {};
    let current;
    for (const line of block.split('\n')) {
      const heading = /^--- (.+?) -+$/.exec(line);
      if (heading) sections[(current = heading[1])] = [];
      else if (current && line.length > 0) sections[current].push(line.split('\t'));
    }
    if (sections['Tableau Piles']) positions.push(sections);
  }
  return positions;
}

/** What both programs show of a printed Solvitaire position. */
function theirView(sections, useWaste) {
  const rows = sections['Tableau Piles'];
  const columns = rows[0].map((_, c) => rows.map((row) => row[c] ?? '').filter((cell) => cell !== '' && cell !== '[]').map(cardOf));
  const cells = (sections.Cells?.[0] ?? []).filter((cell) => cell !== '[]').map(cardOf);
  const tops = sections['Hole Card']
    ? [cardOf(sections['Hole Card'][0][0])]
    : (sections.Foundations?.[0] ?? []).filter((cell) => cell !== '[]').map(cardOf);
  const reserveLines = Object.entries(sections).find(([key]) => key.startsWith('Reserve'))?.[1] ?? [];
  const reserve = reserveLines.flat().filter((cell) => cell !== '' && cell !== '[]').length;
  const wasteColumn = sections['Stock | Waste']?.map((row) => row[1] ?? '').filter((cell) => cell !== '' && cell !== '[]') ?? [];
  const waste = useWaste ? (wasteColumn.at(-1) ?? '') : '';
  return key(columns, cells, tops, reserve, waste);
}

/** The same of one of our positions. */
function ourView(state, useWaste) {
  const columns = state.tableau.map((column) => column.map(name));
  const cells = (state.cells ?? []).flat().map(name);
  const tops = state.foundations.filter((pile) => pile.length > 0).map((pile) => name(pile.at(-1)));
  const reserve = (state.reserve ?? []).flat().length;
  const waste = useWaste && state.waste.length > 0 ? name(state.waste.at(-1)) : '';
  return key(columns, cells, tops, reserve, waste);
}

function key(columns, cells, tops, reserve, waste) {
  const sorted = (list) => [...list].sort().join(' ');
  return `${sorted(columns.map((column) => column.join(',')))} | ${sorted(cells)} | ${sorted(tops)} | ${reserve} | ${waste}`;
}

/**
 * Our positions reachable from `state` with any number of stock moves and at most `moves` others,
 * breadth first; the first whose view is one of `targets` (the index of the target it matched).
 */
function reach(rules, state, targets, useWaste, moves = 2, limit = 200_000) {
  let frontier = [{ state, used: 0, line: [] }];
  const seen = new Set([JSON.stringify(state)]);
  let visited = 0;
  while (frontier.length > 0 && visited < limit) {
    const next = [];
    for (const node of frontier) {
      for (const move of rules.legalMoves(node.state)) {
        const stockMove = move.type !== 'move';
        if (!stockMove && node.used >= moves) continue;
        const after = rules.applyMove(node.state, move);
        const id = JSON.stringify(after);
        if (seen.has(id)) continue;
        seen.add(id);
        visited++;
        const line = [...node.line, move];
        const view = ourView(after, useWaste);
        const hit = targets.indexOf(view);
        if (hit >= 0) return { state: after, hit, line };
        next.push({ state: after, used: node.used + (stockMove ? 0 : 1), line });
      }
    }
    frontier = next;
  }
  return undefined;
}

/** Replays Solvitaire's line for one deal; returns 'won', 'no line' or 'left our rules'. */
function replay(values, preset, rules, seed) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'solvitaire-replay-')), 'deal.json');
  writeFileSync(file, JSON.stringify(solvitaireDeal(values.game, seed)));
  const run = spawnSync(values.solvitaire, ['--type', preset.type, '--timeout', String(Number(values.limit) * 1000), file], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const positions = parsePositions(run.stdout);
  if (!positions) {
    console.log(`Solvitaire found no win for ${values.game} deal ${seed} in ${values.limit} s: ${/Solution Type: (\S+)/.exec(run.stdout)?.[1] ?? 'no answer'}`);
    return 'no line';
  }
  let state = rules.newGame({ seed });
  let at = 0;
  let ours = 0;
  const useWaste = positions.some((p) => p['Stock | Waste']);
  while (at < positions.length - 1 && rules.status(state) !== 'won') {
    const targets = positions.slice(at + 1, at + 4);
    const found =
      reach(rules, state, targets.map((p) => theirView(p, useWaste)), useWaste) ??
      (useWaste ? reach(rules, state, targets.map((p) => theirView(p, false)), false) : undefined);
    if (!found) {
      console.log(`${values.game} deal ${seed}: Solvitaire's line leaves our rules after its position ${at} of ${positions.length - 1}.`);
      console.log(`Solvitaire next: ${theirView(positions[at + 1], useWaste)}`);
      console.log(`Ours now:        ${ourView(state, useWaste)}`);
      return 'left our rules';
    }
    state = found.state;
    at += found.hit + 1;
    ours += found.line.length;
  }
  console.log(`${values.game} deal ${seed}: Solvitaire's line (${positions.length - 1} positions) replays through our rules in ${ours} moves to '${rules.status(state)}'.`);
  return rules.status(state) === 'won' ? 'won' : 'left our rules';
}

/** "5" or "1-200" or "3,9,12" → the deal numbers. */
function seedList(text) {
  const range = /^(\d+)-(\d+)$/.exec(text);
  const seeds = range
    ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i)
    : text.split(',').map(Number);
  if (seeds.length === 0 || seeds.some((seed) => !Number.isInteger(seed) || seed < 1)) throw new Error(`--seeds takes 5, 1-200 or 3,9,12, not ${text}`);
  return seeds;
}

function main() {
  const { values } = parseArgs({
    options: {
      solvitaire: { type: 'string', default: process.env.SOLVITAIRE },
      game: { type: 'string' },
      seeds: { type: 'string' },
      limit: { type: 'string', default: '60' },
    },
  });
  if (!values.solvitaire) throw new Error('say where Solvitaire is: --solvitaire PATH or SOLVITAIRE=PATH');
  const preset = PRESETS[values.game ?? ''];
  if (!preset) throw new Error(`--game takes ${Object.keys(PRESETS).join(', ')}`);
  const rules = games[gameOfPreset(values.game)];
  const tally = { won: 0, 'no line': 0, 'left our rules': 0 };
  for (const seed of seedList(values.seeds ?? '')) tally[replay(values, preset, rules, seed)]++;
  console.log(`${values.game}: ${tally.won} of Solvitaire's lines replay to a win, ${tally['left our rules']} leave our rules; no line for ${tally['no line']}.`);
  if (tally['left our rules'] > 0) process.exitCode = 2;
}

try {
  main();
} catch (error) {
  console.error(`solvitaire-replay: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
