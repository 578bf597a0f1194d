// Growing a typed array that serves as a stack or a table: the solvers' move logs, frames, key
// stacks and per-entry arrays all grow the same way, by doubling, keeping what they hold.

type GrowableArray = Uint8Array | Uint32Array | Int32Array | Float64Array;

/**
 * `array` itself when it has room for `needed` elements; else a new array of the same kind, at
 * least twice as long (and at least `needed`), holding `array`'s elements at the start.
 */
export function grownArray<T extends GrowableArray>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}
