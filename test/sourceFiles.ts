// The TypeScript files under a folder of src/, for the tests that read the sources themselves
// (layers, game modules): every .ts and .tsx file, less the folders or files `skipped` names.
import fs from 'node:fs';
import path from 'node:path';

export function sourceFiles(dir: string, skipped: (full: string) => boolean = () => false): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skipped(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full, skipped);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
