// A share of a search's budget: at most `limit` positions, each also spent from the outer budget
// (for the relaxation's short searches, and the solver's short first search in its other order).
import type { Spending } from './search.js';

export class CappedSpending implements Spending {
  limit = 0;
  spent = 0;

  constructor(private readonly outer: Spending) {}

  spend(): boolean {
    if (this.spent >= this.limit || !this.outer.spend()) return false;
    this.spent++;
    return true;
  }
}
