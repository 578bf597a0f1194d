// Stands in for node:assert inside conf, which calls only assert.deepEqual, to see whether the file
// already holds its defaults (a file that does not is rewritten). Both sides are JSON data, so
// comparing them as JSON (key order aside) gives the same answer; loading node:assert costs a few ms
// at every start.
import { isDeepStrictEqual } from 'node:util';

const asJson = (value) => JSON.parse(JSON.stringify(value) ?? 'null');

export default {
  deepEqual(actual, expected) {
    if (!isDeepStrictEqual(asJson(actual), asJson(expected))) throw new Error('Expected values to be loosely deep-equal.');
  },
};
