// What went wrong with a file, in words: every message of the store (the message line's "not
// saved: …", a save kept aside, a lock that cannot be taken, a folder that cannot be written) and
// of the command line's output that cannot be written names the failure through here, never by
// its raw code.

/** The system's error code of a failure (ENOSPC …), or undefined for an error that has none. */
function errorCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

const WORDS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is full',
  EIO: 'the disk failed to read or write',
  EFBIG: 'the file is too large',
  EBADF: 'it is not open for writing',
  EROFS: 'the disk is read-only',
  EACCES: 'no permission',
  EPERM: 'no permission',
  EISDIR: "a folder is in the file's place",
  ENOTDIR: 'a file is where a folder should be',
  ELOOP: 'a loop of symbolic links',
  ENAMETOOLONG: 'its name is too long',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  EBUSY: 'it is in use',
  ETXTBSY: 'it is in use',
  ENXIO: 'it is a device that is not there',
  ENODEV: 'it is a device that is not there',
  ENOENT: 'it is gone',
  EXDEV: 'it is on another disk',
  ENOTEMPTY: "a folder is in the file's place",
};

/** The failure in a few words ("the disk is full"); an unknown code is named after them. */
export function failureInWords(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && Object.hasOwn(WORDS, code)) return WORDS[code]!;
  const what = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return code ? `the system refused (${code})` : what;
}
