// When a card may go up to its foundation as the only move tried (a dominance rule).
//
// The rule: a card c of rank r and colour X whose foundation holds r − 1 goes up at once when both
// foundations of the other colour hold at least r − 2 and the other foundation of colour X holds
// at least r − 3 (so aces and twos always do). Foundation → column moves are allowed, so the
// usual "both other-colour r − 1s are up" is not enough (a black 4 taken back down might need a
// red 5 to hold the red 3 that nothing else can take); this stricter rule is the one lonelybot uses.
//
// Why no win is lost. Call a card *low* when it could ever sit above c in a run: the other
// colour's cards of rank ≤ r − 1 and colour X's of rank ≤ r − 2 (above a low card in a run there
// are only low cards). Every low card's foundation already reaches its rank − 1, except its own
// card: the rule says exactly that (own suit r − 1, other colour ≥ r − 2, other suit of X ≥ r − 3).
// Take any winning line L from the position P with c on top of a column, or in the stock and
// waste when every card there can be reached at any time (draw 1, unlimited passes), or as the
// last card of the stock and waste with unlimited passes and the waste pointer at a multiple of
// the draw or at the end (then the cards reachable are those every pass shows: the multiples and
// the last; taking c out moves no other card's place in the order they come up, and the card
// before it becomes the last: whatever could be reached still can). Play L from P' (c up)
// with one change: a low card that L puts on a low card we moved up (or takes down from a
// foundation) goes — or stays — up instead, with the low cards above it. Throughout, P' then
// equals L's position except that some face-up low cards at the tops of columns are on the
// foundations instead (and cards under them may already be face up); the stock and waste are the
// same card for card (c aside). Each move of L stays legal in P': no card that
// is not low ever goes on a low card (it would be low itself), non-low foundation tops are the
// same in both, and a low card sent up finds its foundation ready, because low cards never come
// down in P'. When L has won, so has P'. So P' is winnable whenever P is.
import { rankOf, suitOf } from './cards.js';

export function isSafeToFoundation(foundation: Int8Array, card: number): boolean {
  const rank = rankOf(card);
  const suit = suitOf(card);
  if (foundation[suit] !== rank - 1) return false;
  // Spades 0 and clubs 3 are black, hearts 1 and diamonds 2 red: the same colour's other suit is 3 − suit.
  const black = suit === 0 || suit === 3;
  const otherColourLow = Math.min(foundation[black ? 1 : 0]!, foundation[black ? 2 : 3]!);
  return otherColourLow >= rank - 2 && foundation[3 - suit]! >= rank - 3;
}
