// The words that say what Leaves is keep up with the code: every game in the registry appears in
// the README's usage block, and the package's description and the architecture page's opening
// give the number of games there are (they named four when there were eighteen).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';

const readme = readFileSync('README.md', 'utf8');
const ids = Object.keys(games);

describe('the docs say what the code is', () => {
  it('the README usage block has a line for every game', () => {
    const usage = readme.split('\n').filter((line) => line.startsWith('leaves '));
    const named = new Set(usage.map((line) => line.split(/\s+/)[1]));
    expect(ids.filter((id) => !named.has(id))).toEqual([]);
  });

  it("package.json's description gives the number of games", () => {
    const { description } = JSON.parse(readFileSync('package.json', 'utf8')) as { description: string };
    expect(description).toContain(`${ids.length} games`);
  });

  it("the architecture page's opening gives the number of games", () => {
    const opening = readFileSync('docs/architecture.md', 'utf8').split('\n\n')[1]!;
    expect(opening).toContain(`${ids.length} games`);
  });
});
