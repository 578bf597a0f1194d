// Shortens a winning line by cutting out detours: from each position of the line it plays every
// legal move, and when one lands exactly on a later position of the line (or wins outright), it
// jumps there, skipping the moves between. The result is still a line of legal moves that wins,
// never longer than the one it was given. The beam search wanders (its lines run to hundreds of
// moves), and a line is what the demo plays and what a hint starts.
import { hashRecord } from './hashing.js';
import { applyMoveCode, generateMoves, maxMoves } from './moves.js';
import { isWon, type Layout } from './position.js';

function sameRecord(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function shortenLine(root: Uint8Array, layout: Layout, line: readonly number[]): number[] {
  const positions: Uint8Array[] = [root];
  for (const move of line) {
    const next = new Uint8Array(layout.stride);
    applyMoveCode(positions[positions.length - 1]!, layout, move, next);
    positions.push(next);
  }
  const hashes = new Uint32Array(2);
  const indexOf = new Map<string, number>();
  positions.forEach((position, index) => {
    hashRecord(position, layout, hashes);
    indexOf.set(`${hashes[0]},${hashes[1]}`, index);
  });
  const starts = new Int32Array(layout.columns);
  const moves = new Int32Array(maxMoves(layout));
  const child = new Uint8Array(layout.stride);
  const shorter: number[] = [];
  const end = line.length;
  for (let at = 0; at < end; ) {
    let farthest = at + 1;
    let via = line[at]!;
    const count = generateMoves(positions[at]!, layout, 'sound', starts, moves);
    for (let m = 0; m < count && farthest < end; m++) {
      applyMoveCode(positions[at]!, layout, moves[m]!, child);
      let reaches = -1;
      if (isWon(child, layout)) reaches = end;
      else {
        hashRecord(child, layout, hashes);
        const index = indexOf.get(`${hashes[0]},${hashes[1]}`);
        if (index !== undefined && sameRecord(child, positions[index]!)) reaches = index;
      }
      if (reaches > farthest) {
        farthest = reaches;
        via = moves[m]!;
      }
    }
    shorter.push(via);
    at = farthest;
  }
  return shorter;
}
