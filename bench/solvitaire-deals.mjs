// Writes our Klondike deals as Solvitaire deal files (JSON), to compare verdicts with Solvitaire
// (github.com/thecharlieblake/Solvitaire) on exactly the same cards.
//
//   node bench/solvitaire-deals.mjs --seeds 1-200 --draw 1 --out /tmp/deals
//
// writes <out>/klondike-d<draw>-<seed>.json for each seed. Solvitaire's deal format:
// - "tableau piles": 7 arrays, each bottom → top (the last card is the top one). A card is rank
//   then suit ("10H", "KS"); an UPPER-case suit letter is face up, a lower-case one ("10h") face
//   down (Solvitaire reads face-down cards that way when its rules say only top cards start up).
// - "stock": bottom → top; Solvitaire deals from the end of the array, as our engine deals from
//   the end of its stock array, so the order carries over unchanged. Solvitaire ignores the case
//   of stock cards (they are never played face down), so they are written upper-case.
// - "waste" and "foundations" start empty and are left out.
// Solve with Solvitaire's presets: --type klondike-deal-1 (draw 1), --type klondike (draw 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { games } from '../dist/index.js';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LETTERS = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

function solvitaireCard(card, faceUp) {
  const suit = SUIT_LETTERS[card.suit];
  return RANKS[card.rank] + (faceUp ? suit : suit.toLowerCase());
}

/** Our deal `seed` (draw 1 or 3) as a Solvitaire deal object. */
export function solvitaireDeal(seed, draw) {
  const state = games.klondike.newGame({ seed, draw });
  return {
    'tableau piles': state.tableau.map((column) => column.map((card) => solvitaireCard(card, card.faceUp))),
    stock: state.stock.map((card) => solvitaireCard(card, true)),
  };
}

function seedRange(text) {
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match) throw new RangeError(`--seeds takes a range such as 1-200, not ${text}`);
  return { first: Number(match[1]), last: Number(match[2]) };
}

function main() {
  const { values } = parseArgs({
    options: {
      seeds: { type: 'string', default: '1-200' },
      draw: { type: 'string', default: '1' },
      out: { type: 'string', default: '/tmp/solvitaire-deals' },
    },
  });
  const draw = Number(values.draw);
  if (draw !== 1 && draw !== 3) throw new RangeError(`--draw is 1 or 3, not ${values.draw}`);
  const { first, last } = seedRange(values.seeds);
  mkdirSync(values.out, { recursive: true });
  for (let seed = first; seed <= last; seed++) {
    const file = join(values.out, `klondike-d${draw}-${seed}.json`);
    writeFileSync(file, `${JSON.stringify(solvitaireDeal(seed, draw), null, 1)}\n`);
  }
  console.log(`wrote ${last - first + 1} deals (draw ${draw}) to ${values.out}`);
}

main();
