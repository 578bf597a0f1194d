// The keys of the positions on the line being searched that the seen-table had no room for: a
// stack, searched from the top, so the search can tell when a line comes back to one of them.
import { grownArray } from '../../../../search/grownArray.js';
import { KEY_WORDS } from './position.js';

export class KeyStack {
  /** Empty until the first key: most searches never need one, and fair hints make thousands of them. */
  private keys = new Uint32Array(0);
  private length = 0;

  push(key: Uint32Array): void {
    this.keys = grownArray(this.keys, (this.length + 1) * KEY_WORDS);
    this.keys.set(key, this.length * KEY_WORDS);
    this.length++;
  }

  pop(): void {
    this.length--;
  }

  contains(key: Uint32Array): boolean {
    for (let i = this.length - 1; i >= 0; i--) {
      let same = true;
      for (let w = 0; w < KEY_WORDS && same; w++) same = this.keys[i * KEY_WORDS + w] === key[w];
      if (same) return true;
    }
    return false;
  }
}
