// Stands in for semver inside conf, which uses it only to run migrations between versions of a
// project's settings; Leaves passes none. semver builds about eighty regular expressions when it
// loads. Should migrations ever be passed, this fails loudly instead of skipping them.
const unavailable = () => {
  throw new Error('Leaves bundles conf without semver: conf was given migrations.');
};
export default { eq: unavailable, clean: unavailable, satisfies: unavailable, lte: unavailable, gt: unavailable };
