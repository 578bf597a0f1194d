// Linear probing that cannot go round for ever. The open-addressing tables (exactKeyTable.ts,
// seenSet.ts) keep an empty slot by growing or emptying before they fill; if that ever broke, a
// probe for a missing key would circle the full table without end and hang the search. Each probe
// counts its steps instead, and a probe that has been round the whole table throws.

/** The slot after `slot` in a table of mask + 1 slots, on the probe's step `step` (1, 2, …). */
export function nextSlot(slot: number, mask: number, step: number): number {
  if (step > mask) throw new Error('A search table has no empty slot left: a bug in how it grows.');
  return (slot + 1) & mask;
}
