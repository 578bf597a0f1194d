type Unavailable = (...args: unknown[]) => never;
declare const crypto: { randomBytes: Unavailable; pbkdf2Sync: Unavailable; createCipheriv: Unavailable; createDecipheriv: Unavailable };
export default crypto;
