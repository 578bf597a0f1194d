type Unavailable = (...args: unknown[]) => never;
declare const semver: { eq: Unavailable; clean: Unavailable; satisfies: Unavailable; lte: Unavailable; gt: Unavailable };
export default semver;
