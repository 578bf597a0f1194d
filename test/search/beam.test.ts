// The one beam search (src/search/beam.ts) on a small made-up game: a counter that goes up by one,
// and once, at 0, may "deal" (after which it goes up by two). Only a dealt counter can win (at 6
// or more); one that has not dealt looks better all the way and runs dry at 4. So a beam that kept
// only the best-looking positions would never win: each bucket (deals left) keeps its own width.
import { describe, expect, it } from 'vitest';
import { beamSearch, type BeamRules } from '../../src/search/beam.js';
import { SeenSet } from '../../src/search/seenSet.js';

const UP = 1;
const DEAL = 2;

interface Counter {
  value: number;
  dealt: boolean;
}

function movesOf({ value, dealt }: Counter): number[] {
  if (!dealt && value >= 4) return [];
  return value === 0 && !dealt ? [UP, DEAL] : [UP];
}

function play({ value, dealt }: Counter, move: number): Counter {
  if (move === DEAL) return { value, dealt: true };
  return { value: value + (dealt ? 2 : 1), dealt };
}

const isWon = (counter: Counter): boolean => counter.dealt && counter.value >= 6;

class CounterGame implements BeamRules {
  readonly savedSize = 2;
  moveList = new Int32Array(2);
  private parent: Counter = { value: 0, dealt: false };
  private current = this.parent;

  save(saved: Uint8Array): void {
    saved[0] = this.current.value;
    saved[1] = this.current.dealt ? 1 : 0;
  }
  load(saved: Uint8Array): void {
    this.parent = this.current = { value: saved[0]!, dealt: saved[1] === 1 };
  }
  hash(out: Uint32Array): void {
    out[0] = this.current.value;
    out[1] = this.current.dealt ? 7 : 3;
  }
  moves(): number {
    const moves = movesOf(this.parent);
    this.moveList.set(moves);
    return moves.length;
  }
  meet(move: number, out: Uint32Array): boolean {
    this.play(move);
    this.hash(out);
    return isWon(this.current);
  }
  rank(): number {
    return (this.current.dealt ? 1000 : 100) - this.current.value;
  }
  bucket(): number {
    return this.current.dealt ? 0 : 1;
  }
  play(move: number): void {
    this.current = play(this.parent, move);
  }
  leave(): void {
    this.current = this.parent;
  }
}

const unlimited = { spend: () => true };
const options = { width: 1, maxDepth: 20, seen: new SeenSet(8), budget: unlimited };

describe('the beam search', () => {
  it('keeps the best of each bucket, so a position that has dealt is not crowded out, and its line plays to a win', () => {
    const outcome = beamSearch(new CounterGame(), { ...options, buckets: 2 });
    expect(outcome).not.toBe('ended');
    expect(outcome).not.toBe('stopped');
    const line = typeof outcome === 'string' ? [] : outcome.line;
    expect(line).toEqual([DEAL, UP, UP, UP]);
    expect(isWon(line.reduce(play, { value: 0, dealt: false }))).toBe(true);
  });

  it('with one bucket keeps only the best-looking positions, and ends without a win', () => {
    expect(beamSearch(new CounterGame(), { ...options, buckets: 1 })).toBe('ended');
  });

  it('stops when its budget is spent, and says so', () => {
    let left = 2;
    expect(beamSearch(new CounterGame(), { ...options, buckets: 2, budget: { spend: () => left-- > 0 } })).toBe('stopped');
  });

  it('counts the positions it expands, or with seenWhen "met" each new position it meets', () => {
    for (const seenWhen of ['kept', 'met'] as const) {
      let spent = 0;
      beamSearch(new CounterGame(), { ...options, buckets: 2, seenWhen, budget: { spend: () => ++spent > 0 } });
      // Two positions a level, one of each bucket: expanded, the start and six more before the win
      // is met; met, the two children of each of the four levels.
      expect(spent, seenWhen).toBe(seenWhen === 'kept' ? 7 : 8);
    }
  });
});
