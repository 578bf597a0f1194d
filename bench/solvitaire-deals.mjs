// Writes our deals as Solvitaire deal files (JSON), to compare verdicts and speed with Solvitaire
// (github.com/thecharlieblake/Solvitaire) on exactly the same cards (bench/solvitaire-compare.mjs).
//
//   node bench/solvitaire-deals.mjs --game golf --seeds 1-200 --out /tmp/deals
//   node bench/solvitaire-deals.mjs --game klondike --draw 1 --seeds 1-200 --out /tmp/deals
//
// writes <out>/<game>-<seed>.json (Klondike: <out>/klondike-d<draw>-<seed>.json) for each seed.
// Solvitaire's deal format, as its reader (src/main/input-output/input/json-parsing/deal_parser.cpp)
// takes it; every pile is an array bottom → top, the last card the top one, which is how our
// piles are kept too (our stock and Solvitaire's both deal from the end of the array):
// - a card is rank then suit ("10H", "KS"); in "tableau piles" an UPPER-case suit is face up and
//   a lower-case one ("10h") face down, read so only when the preset has face-down cards (Klondike,
//   Spiderette); elsewhere case is ignored, so every other card is written upper-case;
// - "tableau piles": one array per column, as many as the preset has;
// - "foundations": the cards already up, each put on the foundation of its suit; left out when
//   none are (Beleaguered Castle writes its four aces; Canfield its base card, whose rank
//   Solvitaire takes as the base of all four);
// - "hole": the one card the hole starts with (Black Hole's ace of spades, Golf's first card);
// - "cells": one entry per free cell, "" for an empty one; written only when the deal fills some
//   (Eight Off, Seahaven Towers), which Solvitaire's reader takes only after a small local change
//   that lets its schema have "cells" (its own reader refuses pre-filled cells);
// - "reserve": stacked (Canfield), the one pile bottom → top; spread, a card per pile;
// - "stock": bottom → top; the waste starts empty and is left out.
// The preset each game is solved with, and how far its rules match ours, is PRESETS below.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { games } from 'leaves-solitaire';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LETTERS = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

/**
 * Our game → Solvitaire's preset (`--type`) and how the two rule sets relate:
 * - 'same': the same game, so every verdict must agree;
 * - 'theirs-harder': every move of Solvitaire's game is a move of ours, so a deal Solvitaire wins
 *   we must win (and one we prove lost it must lose);
 * - 'theirs-easier': the reverse, every move of ours is one of theirs, so a deal we win it must
 *   win (and one it proves lost we must lose);
 * - 'different': neither holds; disagreements are expected and prove nothing.
 * `hole`: the game's one foundation pile is Solvitaire's hole.
 */
export const PRESETS = {
  golf: { type: 'golf', relation: 'same', hole: true },
  'black-hole': { type: 'black-hole', relation: 'same', hole: true },
  'bakers-game': { type: 'bakers-game', relation: 'same' },
  'eight-off': { type: 'eight-off', relation: 'same' },
  'seahaven-towers': { type: 'seahaven-towers', relation: 'same' },
  'beleaguered-castle': { type: 'beleaguered-castle', relation: 'same' },
  'streets-and-alleys': { type: 'streets-and-alleys', relation: 'same' },
  stronghold: { type: 'stronghold', relation: 'same' },
  siegecraft: { type: 'siegecraft', relation: 'same' },
  fan: { type: 'fan', relation: 'same' },
  'king-albert': { type: 'king-albert', relation: 'same' },
  raglan: { type: 'raglan', relation: 'same' },
  somerset: { type: 'somerset', relation: 'same' },
  // Its preset moves built groups of any length, as ours; its Table 6 says no group moves (the
  // paper does not say which was run: blake-gent.md, note 3).
  'east-haven': { type: 'east-haven', relation: 'same' },
  'forty-thieves': { type: 'forty-thieves', relation: 'same' },
  // Solvitaire's strict Canfield moves whole piles only (not a pile's last card alone), fills a
  // space from the waste alone once the reserve is gone, and its columns build round the corner
  // only past the base rank (never base−1 onto base; no king on an ace when the base is the ace).
  canfield: { type: 'canfield-strict', relation: 'theirs-harder' },
  // Its freer Canfield moves any part of a run whose uncovered card can go up at once, but also
  // builds round the corner only past the base rank: neither game holds the other.
  'canfield-partial': { game: 'canfield', type: 'canfield', relation: 'different' },
  // Solvitaire's rules reader never reads the presets' "only complete pile moves" (it looks for
  // "complete piles"), so single cards go to the foundations; it also deals the stock onto
  // empty columns. Both only add moves to ours.
  spiderette: { type: 'spiderette', relation: 'theirs-easier' },
  'simple-simon': { type: 'simple-simon', relation: 'theirs-easier' },
};

function solvitaireCard(card, faceUp = true) {
  const suit = SUIT_LETTERS[card.suit];
  return RANKS[card.rank] + (faceUp ? suit : suit.toLowerCase());
}

const upper = (pile) => pile.map((card) => solvitaireCard(card));

/** A dealt position of ours (any game; rule-set games' extra piles included) as a Solvitaire deal. */
export function solvitaireDealOf(state, { hole = false } = {}) {
  const deal = { 'tableau piles': state.tableau.map((column) => column.map((card) => solvitaireCard(card, card.faceUp))) };
  const up = state.foundations.flat();
  if (hole) deal.hole = solvitaireCard(state.foundations[0].at(-1));
  else if (up.length > 0) deal.foundations = upper(up);
  const cells = state.cells ?? [];
  if (cells.some((cell) => cell.length > 0)) deal.cells = cells.map((cell) => (cell.length > 0 ? solvitaireCard(cell[0]) : ''));
  const reserve = (state.reserve ?? []).flat();
  if (reserve.length > 0) deal.reserve = upper(reserve);
  if (state.stock.length > 0) deal.stock = upper(state.stock);
  if (state.waste.length > 0) deal.waste = upper(state.waste);
  return deal;
}

/** The game id a PRESETS key deals (a key may name a second preset for the same game). */
export const gameOfPreset = (key) => PRESETS[key]?.game ?? key;

/** Our deal `seed` of `game` (Klondike: `draw` 1 or 3) as a Solvitaire deal object. */
export function solvitaireDeal(game, seed, draw = 1) {
  if (game === 'klondike') return solvitaireDealOf(games.klondike.newGame(/** @type {{ seed: number }} */ ({ seed, draw })));
  const id = gameOfPreset(game);
  const module = games[id];
  if (!module) throw new RangeError(`no game ${id}`);
  return solvitaireDealOf(module.newGame({ seed }), { hole: PRESETS[game].hole === true });
}

/** The file name of deal `seed` in an output folder. */
export const dealFileName = (game, seed, draw = 1) => (game === 'klondike' ? `klondike-d${draw}-${seed}.json` : `${game}-${seed}.json`);

/** Writes the deals `first`..`last` of `game` into `out`; returns their paths in seed order. */
export function writeDeals(game, first, last, out, draw = 1) {
  mkdirSync(out, { recursive: true });
  const files = [];
  for (let seed = first; seed <= last; seed++) {
    const file = join(out, dealFileName(game, seed, draw));
    writeFileSync(file, `${JSON.stringify(solvitaireDeal(game, seed, draw), null, 1)}\n`);
    files.push(file);
  }
  return files;
}

/** "1-200" → { first: 1, last: 200 }. */
export function seedRange(text) {
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < Number(match[1])) {
    throw new RangeError(`--seeds takes a range such as 1-200, not ${text}`);
  }
  return { first: Number(match[1]), last: Number(match[2]) };
}

function main() {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'klondike' },
      seeds: { type: 'string', default: '1-200' },
      draw: { type: 'string', default: '1' },
      out: { type: 'string', default: '/tmp/solvitaire-deals' },
    },
  });
  const draw = Number(values.draw);
  if (draw !== 1 && draw !== 3) throw new RangeError(`--draw is 1 or 3, not ${values.draw}`);
  if (values.game !== 'klondike' && !PRESETS[values.game]) {
    throw new RangeError(`--game is klondike or one of ${Object.keys(PRESETS).join(', ')}, not ${values.game}`);
  }
  const { first, last } = seedRange(values.seeds);
  writeDeals(values.game, first, last, values.out, draw);
  console.log(`wrote ${last - first + 1} deals of ${values.game} to ${values.out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`solvitaire-deals: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
