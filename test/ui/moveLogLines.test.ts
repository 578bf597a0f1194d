// The move log's lines: repeats as one line with a count, and entries said in fewer words (never
// cut mid-word while shorter words would fit) when the log is narrow.
import { describe, expect, it } from 'vitest';
import { collapseRepeats, fitEntries } from '../../src/ui/board/moveLogLines.js';

describe('collapseRepeats', () => {
  it('makes a run of the same move one line with how many times, and keeps other moves apart', () => {
    const draws = Array<string>(5).fill('drew from the stock');
    expect(collapseRepeats([...draws, '7♠ onto 8♥', 'drew from the stock', 'drew from the stock'])).toEqual([
      'drew from the stock ×5',
      '7♠ onto 8♥',
      'drew from the stock ×2',
    ]);
    expect(collapseRepeats(['7♠ onto 8♥'])).toEqual(['7♠ onto 8♥']);
    expect(collapseRepeats([])).toEqual([]);
  });
});

const fitEntry = (entry: string, width: number) => fitEntries([entry], width)[0];

describe('fitEntries', () => {
  it('keeps an entry that fits, and says a long one in fewer words before cutting it', () => {
    expect(fitEntry('K♠–Q♠ to an empty column', 30)).toBe('K♠–Q♠ to an empty column');
    expect(fitEntry('K♠–Q♠ to an empty column', 22)).toBe('K♠–Q♠ to empty column');
    expect(fitEntry('K♠–Q♠ to an empty column', 16)).toBe('K♠–Q♠ to empty');
    expect(fitEntry('10♥ to its foundation', 16)).toBe('10♥ up');
    expect(fitEntry('drew from the stock ×5', 16)).toBe('drew ×5');
    expect(fitEntry('turned the waste over', 16)).toBe('turned waste');
    expect(fitEntry('8♣–7♣ onto 9♦', 12)).toBe('8♣–7♣ → 9♦');
    expect(fitEntry('K♠–Q♠ to an empty column', 8)).toBe('K♠–Q♠…');
  });

  it('says every entry of the log one way: the shorter words for all once one entry needs them', () => {
    expect(fitEntries(['3♥ to its foundation', '10♥ to its foundation', '7♠ onto 8♥'], 20)).toEqual(['3♥ up', '10♥ up', '7♠ onto 8♥']);
    expect(fitEntries(['drew from the stock', 'drew from the stock ×12'], 20)).toEqual(['drew', 'drew ×12']);
    // A line no wording fits is cut, and leaves the others their words.
    expect(fitEntries(['Q♣ onto the foundation', 'turned a stock card onto the foundation'], 32)).toEqual(['Q♣ onto the foundation', 'turned a stock card onto the…']);
  });
});
