// Creates a folder and the folders above it that are missing. Not Node's recursive mkdir, which
// on a place where no folder can be made (under /proc) tries again forever, deaf to every signal:
// here each folder is made once, and one that cannot be made is an error.
import fs from 'node:fs';
import path from 'node:path';

export function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !fs.existsSync(at); at = path.dirname(at)) {
    missing.push(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) {
    try {
      fs.mkdirSync(folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Made meanwhile by another Leaves: as good as made here.
      if (code === 'EEXIST') continue;
      // The folder above is there, yet this one cannot be made in it (a file system such as /proc).
      if (code === 'ENOENT' && fs.existsSync(path.dirname(folder))) throw new Error('no folder can be made there');
      throw error;
    }
  }
  if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
}
