// The header's facts of a rule-set game, as data: what is left of the stock and its redeals, the
// free cells empty, the reserve, and a foundation base rank chosen by the deal.
import { rankName } from '../cards/cards.js';
import { plural } from '../plural.js';
import { DROP, SHORTEN, type HeaderFact } from '../types.js';
import { emptyCellCount, reserveCards } from './fit.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';

function stockFacts(k: Knobs, state: RuleSetState): HeaderFact[] {
  const s = k.stock;
  if (!s) return [];
  if (s.to === 'columns') {
    const deals = plural(Math.ceil(state.stock.length / Math.max(1, s.columns.length)), 'deal');
    return [{ text: `${deals} left`, shorter: [{ text: deals, rank: SHORTEN.left }], dropRank: DROP.detail }];
  }
  // Shortened, it keeps the word that says what it counts: "34 cards" beside "reserve 13" reads as neither.
  const left = plural(state.stock.length, 'card');
  const facts: HeaderFact[] = [{ text: `${left} in stock`, shorter: [{ text: `stock ${state.stock.length}`, rank: SHORTEN.left }], dropRank: DROP.detail }];
  if (s.to === 'waste') {
    facts.unshift({ text: `draw ${s.draw}`, dropRank: DROP.lasting });
    if (s.redeals !== 'unlimited' && s.redeals > 0) {
      const redeals = plural(Math.max(0, s.redeals - state.redeals), 'redeal');
      facts.push({ text: `${redeals} left`, shorter: [{ text: redeals, rank: SHORTEN.left }], dropRank: DROP.detail });
    }
  }
  return facts;
}

export function ruleSetFacts(k: Knobs, state: RuleSetState): HeaderFact[] {
  const facts: HeaderFact[] = [];
  if (k.kind === 'suits' && (k.base === 'first-dealt' || state.baseRank !== 1)) {
    facts.push({ text: `base ${rankName(state.baseRank)}`, dropRank: DROP.lasting });
  }
  facts.push(...stockFacts(k, state));
  if (k.reserve > 0) facts.push({ text: `reserve ${reserveCards(state)}`, dropRank: DROP.detail });
  if (k.cells > 0) facts.push({ text: plural(emptyCellCount(state), 'free cell'), dropRank: DROP.lasting });
  if (k.kind === 'runs') facts.push({ text: `${state.removed.length}/${k.runsToWin} suits`, dropRank: DROP.detail });
  return facts;
}
