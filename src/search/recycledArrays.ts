// Typed arrays for the solvers' tables, recycled from one search to the next. A search keeps its
// tables in typed arrays, outside V8's heap, and allocates too little inside it to bring on a full
// garbage collection; so when searches follow one another quickly (the game's background solver
// starts one at every key and calls the last one off) the tables of the old searches pile up
// (bench/RESULTS.md has the numbers). A table hands its arrays back when its search ends, and the
// next search takes them instead of allocating new ones. They are held weakly: a collection still
// frees whatever is not taken again, so nothing here keeps memory alive.

type TableArray = Int32Array | Uint32Array | Uint16Array | Uint8Array;
type TableArrayKind<T extends TableArray> = { new (length: number): T; readonly name: string };

/** Arrays handed back, by kind and length. */
const spare = new Map<string, WeakRef<TableArray>[]>();

function shelf(kind: string, length: number): WeakRef<TableArray>[] {
  const key = `${kind}:${length}`;
  let arrays = spare.get(key);
  if (!arrays) spare.set(key, (arrays = []));
  return arrays;
}

/** A zero-filled array of `length`, one handed back by an earlier search when there is one. */
export function takeArray<T extends TableArray>(kind: TableArrayKind<T>, length: number): T {
  const arrays = shelf(kind.name, length);
  while (arrays.length > 0) {
    const array = arrays.pop()!.deref() as T | undefined;
    if (array) {
      array.fill(0);
      return array;
    }
  }
  return new kind(length);
}

/** Hands arrays back for a later search; none of them may be used again by the giver. */
export function giveBack(arrays: Iterable<TableArray>): void {
  for (const array of arrays) shelf(array.constructor.name, array.length).push(new WeakRef(array));
}
