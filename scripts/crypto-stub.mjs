// Stands in for node:crypto inside conf, which uses it only to encrypt the file when given an
// encryptionKey; Leaves gives none. Loading node:crypto costs a few ms at every start. Should a
// key ever be passed, this fails loudly instead of writing the file in the clear.
const unavailable = () => {
  throw new Error('Leaves bundles conf without encryption: conf was given an encryptionKey.');
};
export default { randomBytes: unavailable, pbkdf2Sync: unavailable, createCipheriv: unavailable, createDecipheriv: unavailable };
