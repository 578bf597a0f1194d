// A rule set's rules in short, said from its knobs, for the help screen of a rule set that has no
// description of its own (a player's rule file may leave it out).
import { rankName } from '../cards/cards.js';
import { plural } from '../plural.js';
import type { Knobs } from './knobs.js';

function dealWords(k: Knobs): string {
  const total = k.cards.reduce((a, b) => a + b, 0);
  const same = k.cards.every((n) => n === k.cards[0]);
  const heights = same ? `${plural(k.piles, 'column')} of ${k.cards[0]}` : `${plural(k.piles, 'column')} of ${k.cards.join(', ')} cards`;
  const down = k.faceDown.some((n) => n > 0) ? ', some face down' : ', face up';
  const decks = k.decks === 2 ? 'Two decks. ' : '';
  return `${decks}${heights}${down} (${total} cards).`;
}

function buildWords(k: Knobs): string {
  const wrap = k.tableauWrap ? ', a king going on an ace' : '';
  switch (k.build) {
    case 'alternate-colours':
      return `Build down in alternating colours${wrap}.`;
    case 'suit':
      return `Build down in suit${wrap}.`;
    case 'any-suit':
      return `Build down regardless of suit${wrap}.`;
    case 'none':
      return 'Nothing is built on the columns.';
  }
}

function groupWords(k: Knobs): string {
  const limit = k.limitGroupsBySpace ? ' when there is room to move it card by card' : '';
  switch (k.group) {
    case 'one':
      return 'Cards move one at a time.';
    case 'build-run':
      return `A run in building order moves together${limit}.`;
    case 'suit-run':
      return `A run in one suit moves together${limit}.`;
    case 'any-face-up':
      return 'Any face-up card moves with everything on top of it.';
    case 'whole-pile':
      return 'Only whole piles move.';
    case 'top-or-whole-pile':
      return 'The last card moves alone, or the whole pile moves.';
  }
}

function emptyWords(k: Knobs): string {
  switch (k.empty) {
    case 'any':
      return 'An empty column takes any card.';
    case 'kings':
      return 'Only a king fills an empty column.';
    case 'none':
      return 'An emptied column stays empty.';
    case 'reserve':
      return 'An emptied column is filled at once from the reserve, and takes any card once it is empty.';
  }
}

function foundationWords(k: Knobs): string {
  if (k.kind === 'runs') return `A whole suit from king to ace leaves the table; ${plural(k.runsToWin, 'suit')} win.`;
  if (k.kind === 'hole') {
    const start = k.holeStart === 'ace-of-spades' ? 'the ace of spades' : 'a card from the stock';
    const wrap = k.holeWrap ? ', king and ace neighbours' : '';
    return `One pile, started by ${start}, takes any card one rank above or below its top card${wrap}.`;
  }
  const base = k.base === 'first-dealt' ? 'the rank of the first card dealt' : k.base === 'ace' ? 'the ace' : rankName(k.base);
  const up = k.acesStartUp ? ' (the aces start up)' : '';
  const wrap = k.foundationWrap ? ', turning the corner from king to ace' : '';
  const back = k.cardsComeBack ? ' A foundation card may come back.' : '';
  return `${plural(k.foundationPiles, 'foundation')} build up in suit from ${base}${up}${wrap}.${back}`;
}

function extrasWords(k: Knobs): string {
  const parts: string[] = [];
  if (k.cells > 0) parts.push(`${plural(k.cells, 'free cell')}${k.cellsDealt > 0 ? ` (${k.cellsDealt} filled by the deal)` : ''}, each holding one card.`);
  if (k.reserve > 0) parts.push(`A reserve of ${k.reserve} cards${k.reserveLayout === 'stacked' ? ', its top card playable' : ', each playable'}.`);
  const s = k.stock;
  if (s) {
    const redeals = s.redeals === 'unlimited' ? 'turned over as often as you like' : s.redeals === 0 ? 'no redeal' : `${plural(s.redeals, 'redeal')}`;
    if (s.to === 'waste') parts.push(`The stock turns ${s.draw} at a time onto a waste; ${redeals}.`);
    if (s.to === 'hole') parts.push('The stock turns one card at a time onto the pile.');
    if (s.to === 'columns') parts.push(`The stock deals a card onto each of ${plural(s.columns.length, 'column')}${s.needsNoEmptyColumn ? ' when none is empty' : ''}.`);
  }
  return parts.join(' ');
}

/** The rules in one paragraph, from the knobs. */
export function describeKnobs(k: Knobs): string {
  const win = k.win === 'tableau-empty' ? 'Win by clearing the columns.' : 'Win with every card home.';
  return [dealWords(k), buildWords(k), groupWords(k), emptyWords(k), foundationWords(k), extrasWords(k), win].filter((s) => s !== '').join(' ');
}
