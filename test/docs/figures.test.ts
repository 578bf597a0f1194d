// The README's figures are bench/RESULTS.md's rows: every row of the README's tables of how often
// each game can be won is a row of the results' table of winnable deals, cell for cell, so a figure
// measured again changes in one place and the README cannot quote a stale or a loaded run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';

/** A markdown table: its header's cells, lower-cased, and its rows' cells. */
interface Table {
  header: string[];
  rows: string[][];
}

const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());

/** Every table of a markdown text, with the heading it stands under. */
function tablesOf(markdown: string): { heading: string; table: Table }[] {
  const found: { heading: string; table: Table }[] = [];
  let heading = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) heading = line;
    if (!line.startsWith('|') || !/^\|[\s|:-]+\|$/.test(lines[i + 1]?.trim() ?? '')) continue;
    const table: Table = { header: cells(line).map((cell) => cell.toLowerCase()), rows: [] };
    for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) table.rows.push(cells(lines[i]!));
    i--;
    found.push({ heading, table });
  }
  return found;
}

const readmeTables = tablesOf(readFileSync('README.md', 'utf8'))
  .map(({ table }) => table)
  .filter((table) => table.header.includes('proved winnable'));
const results = tablesOf(readFileSync('bench/RESULTS.md', 'utf8')).filter(({ heading }) => heading.startsWith('## Winnable deals'));

describe("the README's figures are the results' rows", () => {
  it('the results hold one table of winnable deals, a row for every game', () => {
    expect(results).toHaveLength(1);
    const named = new Set(results[0]!.table.rows.map((row) => row[0]!.toLowerCase()));
    const missing = Object.values(games).map((game) => game.title).filter((name) => ![...named].some((row) => row.startsWith(name.toLowerCase())));
    expect(missing).toEqual([]);
  });

  it("every row of the README's tables is the results' row of that game, cell for cell", () => {
    const { header, rows } = results[0]!.table;
    const compared = readmeTables.flatMap((table) =>
      table.rows.map((row) => {
        const own = rows.find((candidate) => candidate[0] === row[0]);
        return {
          game: row[0],
          readme: Object.fromEntries(table.header.map((column, i) => [column, row[i]])),
          results: own && Object.fromEntries(table.header.map((column) => [column, own[header.indexOf(column)]])),
        };
      }),
    );
    expect(compared.length).toBeGreaterThanOrEqual(Object.keys(games).length);
    for (const { game, readme, results: measured } of compared) expect(measured, game).toEqual(readme);
  });
});
