// Whether one card code may lie on another in a column under a build rule, as a table made once
// for each build and wrap and read by the search (a shape is made for every solve, fair hints make
// thousands; a lookup is cheaper than the rule in the search's inner loops).
import type { BuildRule } from '../ruleSet.js';
import { FACE_DOWN, isRedCode, rankOfCode, suitOfCode } from './cards.js';

interface Build {
  build: BuildRule;
  wrap: boolean;
}

const fitsTables = new Map<string, Uint8Array>();

/** Every pair of codes (below × 256 + above, face-down and NONE too) that may lie so under the build. */
export function fitsTable(s: Build): Uint8Array {
  const name = `${s.build} ${s.wrap}`;
  let table = fitsTables.get(name);
  if (table) return table;
  table = new Uint8Array(256 * 256);
  for (let below = 0; below < 256; below++) for (let above = 0; above < 256; above++) table[(below << 8) | above] = fits(s, below, above) ? 1 : 0;
  fitsTables.set(name, table);
  return table;
}

function fits(s: Build, below: number, above: number): boolean {
  if (s.build === 'none' || below & FACE_DOWN) return false;
  const rb = rankOfCode(below);
  const ra = rankOfCode(above);
  if (rb !== ra + 1 && !(s.wrap && rb === 1 && ra === 13)) return false;
  switch (s.build) {
    case 'alternate-colours':
      return isRedCode(below) !== isRedCode(above);
    case 'suit':
      return suitOfCode(below) === suitOfCode(above);
    default:
      return true;
  }
}

