// A game that can no longer be won is recognised once the stock is gone, although the rules
// always leave some legal move; one that can still be won is not written off.
import { describe, expect, it } from 'vitest';
import { autumnLeaves, type AutumnLeavesState } from '../../src/engine/autumnLeaves.js';
import { searchCanStillWin } from '../../src/engine/autumnLeavesOutlook.js';
import { games } from '../../src/engine/games.js';
import { runToEnd } from '../../src/engine/steppedSearch.js';
import { buildState } from './fixtures.js';

const suit = (s: string, from = 13) =>
  ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].slice(13 - from).map((r) => r + s).join(' ');
const al = (tableau: string[], stock: string[] = []) => buildState<AutumnLeavesState>('autumn-leaves', { tableau, stock });
const canStillWin = (state: AutumnLeavesState, limit?: number) => runToEnd(searchCanStillWin(state, limit));
// Reached by random play of deal 11: the cards left face down can never all be freed.
const hopeless = al(['?TC ?QH 9C AC QS', '?5S ?TD ?AS JC 2C JH 8H 7H 4H KS 7S TH', '?7D ?9S QD JD 5D 3D 2D KC 8C 6C 5C 6H 5H 3C', '?JS 8D AD 7C 4C', '?4D ?QC ?3S 9H 3H AH 8S', '?6D ?KD 2S KH 9D TS 6S 4S 2H']);

describe('can the game still be won?', () => {
  it('says nothing while the stock still has cards', () => {
    expect(canStillWin(autumnLeaves.newGame({ seed: 1 }))).toBeUndefined();
  });

  it('a won game, and one some moves from winning, can be won', () => {
    expect(canStillWin(al([suit('S'), suit('H'), suit('D'), suit('C'), '', '']))).toBe(true);
    // 5♦–A♦ must move onto 6♦ before 2♥ and A♥ can join the hearts.
    const near = al([suit('S'), 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 5D 4D 3D 2D AD', 'KD QD JD TD 9D 8D 7D 6D', suit('C'), 'AH', '2H']);
    expect(autumnLeaves.status(near)).toBe('playing');
    expect(canStillWin(near)).toBe(true);
  });

  it('a position with moves left but no win anywhere ahead is recognised as hopeless', () => {
    expect(autumnLeaves.legalMoves(hopeless).length).toBeGreaterThan(0);
    expect(autumnLeaves.status(hopeless)).toBe('playing');
    expect(canStillWin(hopeless)).toBe(false);
  });

  it('does not guess when the search meets its limit', () => {
    const near = al([suit('S'), suit('H'), suit('D'), 'KC QC JC TC 9C 8C 7C', '6C 5C 4C 3C', '2C AC']);
    expect(canStillWin(near, 1)).toBeUndefined();
  });

  it('searches in slices of one position, so the player’s keys are read while it goes on', () => {
    const search = games['autumn-leaves'].canStillWin!(hopeless);
    let slices = 0;
    let step = search.next();
    for (; !step.done; step = search.next()) slices++;
    expect(step.value).toBe(false);
    expect(slices).toBeGreaterThan(10);
    expect(runToEnd(games['autumn-leaves'].canStillWin!(hopeless))).toBe(false);
  });
});
