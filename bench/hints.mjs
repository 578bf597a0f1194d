// Hint-follower win rates: each deal played from the start by always doing what `hint(state)`
// says (the library's hint: the next move of a winning line when the solver finds one, else the
// heuristic), dealing when it says deal, until the game is won or lost, the hint has nothing to
// suggest, or 2,000 moves. The first hint of a game may search longer (FIRST_HINT_MS), as a player
// waits once at the deal; later hints use the default limit. Reports the win rate beside the
// targets, and the time per hint.
//
//   node bench/hints.mjs [--seeds N]
import { fileURLToPath } from 'node:url';
import { games, hint } from 'leaves-solitaire';

const FIRST_HINT_MS = 10_000;
const MAX_MOVES = 2000;

export const HINT_CASES = [
  { label: 'Klondike draw 1', game: 'klondike', options: { draw: 1 }, target: 0.88 },
  { label: 'Klondike draw 3', game: 'klondike', options: { draw: 3 }, target: 0.79 },
  { label: 'Spider 1 suit', game: 'spider', options: { suits: 1 }, target: 0.98 },
  { label: 'Spider 2 suits', game: 'spider', options: { suits: 2 }, target: 0.9 },
  { label: 'Spider 4 suits', game: 'spider', options: { suits: 4 }, target: 0.8 },
  { label: 'Autumn Leaves', game: 'autumn-leaves', options: {}, target: undefined },
  { label: 'FreeCell', game: 'freecell', options: {}, target: 0.99 },
];

/** The move a hint asks for, as the engine plays it (a deal hint: the deal, or the turn-over). */
function moveOf(rules, state, given) {
  if (given.kind === 'move') return given.move;
  const legal = rules.legalMoves(state);
  return legal.find((m) => m.type === 'deal') ?? legal.find((m) => m.type === 'recycle');
}

function follow(rules, options, seed, hintTimes) {
  let state = rules.newGame({ ...options, seed });
  let previous;
  for (let moves = 0; moves < MAX_MOVES && rules.status(state) === 'playing'; moves++) {
    const started = performance.now();
    const given = hint(state, { timeLimitMs: moves === 0 ? FIRST_HINT_MS : undefined, previous });
    hintTimes.push(performance.now() - started);
    if (given.kind === 'none') break;
    const move = moveOf(rules, state, given);
    if (!move) break;
    state = rules.applyMove(state, move);
    previous = move;
  }
  return rules.status(state) === 'won';
}

/** @param {number} seeds @param {(text: string) => unknown} [log] */
export function measureHints(seeds, log = () => undefined) {
  return HINT_CASES.map((c) => {
    const rules = games[c.game];
    const hintTimes = [];
    let won = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      if (follow(rules, c.options, seed, hintTimes)) won++;
      log(`\r  ${c.label}: ${seed}/${seeds}`);
    }
    log('\r\x1b[K');
    hintTimes.sort((a, b) => a - b);
    const at = (p) => hintTimes[Math.min(hintTimes.length - 1, Math.ceil(p * hintTimes.length) - 1)];
    return { ...c, seeds, won, rate: won / seeds, hints: hintTimes.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: hintTimes[hintTimes.length - 1] };
  });
}

export function hintTable(rows, table) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  return table(
    ['case', 'seeds', 'won', 'win rate', 'target', 'hints', 'hint median', 'hint p99', 'hint max'],
    rows.map((r) => [
      r.label, `1–${r.seeds}`, r.won, pct(r.rate),
      r.target === undefined ? 'its winnable rate' : `${r.rate >= r.target ? 'met' : 'MISSED'}: ≥ ${pct(r.target)}`,
      r.hints, `${r.medianMs.toFixed(2)} ms`, `${r.p99Ms.toFixed(0)} ms`, `${r.maxMs.toFixed(0)} ms`,
    ]),
    ['l'],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--seeds');
  const seeds = i >= 0 ? Number(process.argv[i + 1]) : 500;
  const { table } = await import('./table.mjs');
  console.log(`Hint follower (seeds 1–${seeds}; first hint of a game up to ${FIRST_HINT_MS / 1000} s, then the default limit)`);
  console.log(hintTable(measureHints(seeds, (text) => process.stdout.isTTY && process.stdout.write(text)), table));
}
