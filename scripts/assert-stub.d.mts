declare const assert: { deepEqual(actual: unknown, expected: unknown): void };
export default assert;
