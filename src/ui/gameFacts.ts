// The facts the header shows for each game beside the deal number, moves and time: what is left
// in the stock, the variant, and the score.
import { dealsLeft as autumnDealsLeft } from '../engine/autumnLeaves.js';
import { recyclesLeft, scoreWithTime, type KlondikeState } from '../engine/klondike.js';
import { completedRuns, dealsLeft as spiderDealsLeft, type SpiderState } from '../engine/spider.js';
import type { GameState } from '../engine/types.js';

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function dollars(amount: number): string {
  return `${amount < 0 ? '−' : ''}$${Math.abs(amount)}`;
}

function klondikeFacts(state: KlondikeState, elapsedMs: number, vegasTotal: number): string[] {
  const { draw, scoring } = state.options;
  const recycles = recyclesLeft(state);
  const facts = [`draw ${draw}`];
  if (recycles !== 'unlimited') facts.push(`${plural(recycles, 'redeal')} left`);
  if (scoring === 'standard') facts.push(`score ${scoreWithTime(state, elapsedMs)}`);
  if (scoring === 'vegas') facts.push(`Vegas ${dollars(state.score)} (total ${dollars(vegasTotal + state.score)})`);
  return facts;
}

function spiderFacts(state: SpiderState): string[] {
  return [
    plural(state.options.suits, 'suit'),
    `${plural(spiderDealsLeft(state), 'deal')} left`,
    `${completedRuns(state)}/8 runs`,
    `score ${state.score}`,
  ];
}

/** `vegasTotal`: the cumulative Vegas total of earlier games, shown with Vegas scoring. */
export function gameFacts(state: GameState, elapsedMs: number, vegasTotal: number): string[] {
  switch (state.game) {
    case 'autumn-leaves':
      return [`${plural(autumnDealsLeft(state), 'deal')} left`];
    case 'klondike':
      return klondikeFacts(state as KlondikeState, elapsedMs, vegasTotal);
    case 'spider':
      return spiderFacts(state as SpiderState);
  }
}
