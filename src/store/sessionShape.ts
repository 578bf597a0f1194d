// Checks that a value read from disk has the shape of a saved session before the rules replay it.
// Returns a one-line reason for the first thing wrong, or undefined when the shape is right.
import { isPlayableGame } from '../engine/games.js';
import { isValidSeed } from '../engine/random.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPileRef(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.pile === 'tableau' || value.pile === 'waste' || value.pile === 'foundation') &&
    Number.isInteger(value.index)
  );
}

function isMove(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (value.type === 'deal' || value.type === 'recycle') return true;
  return value.type === 'move' && isPileRef(value.from) && isPileRef(value.to) && Number.isInteger(value.count);
}

export function sessionShapeProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'it is not a saved game';
  if (typeof value.game !== 'string' || !isPlayableGame(value.game)) return `it names an unknown game (${String(value.game)})`;
  if (typeof value.seed !== 'number' || !isValidSeed(value.seed)) return 'its deal number is not valid';
  if (!isObject(value.options)) return 'its options are missing';
  if (!Array.isArray(value.moves) || !value.moves.every(isMove)) return 'its move list is damaged';
  if (!Array.isArray(value.redo) || !value.redo.every(isMove)) return 'its redo list is damaged';
  if (typeof value.elapsedMs !== 'number' || !(value.elapsedMs >= 0)) return 'its clock is damaged';
  if (value.recorded !== undefined && typeof value.recorded !== 'boolean') return 'its result mark is damaged';
  return undefined;
}
