// Reads a player's rule file (`leaves play FILE.json`, `leaves solve --rules FILE.json`) the way
// the save file is read (saveFile.ts: a regular file only, bounded in size, never a named pipe
// that would hang), and checks it (engine/ruleSet/validate.ts). Every problem is one line, the
// file's name first; nothing here throws.
import { parseRuleSet, type Checked } from '../engine/ruleSet/validate.js';
import { readSaveFile, SaveFileError } from './saveFile.js';
import { visible } from '../text/visible.js';

/** Far beyond any rule set (a few hundred bytes), small enough to read at once. */
const RULE_FILE_LIMIT = { maxBytes: 1024 * 1024, what: 'a rule file' };

/** The rule set in `file`, or the lines that say what is wrong, each starting with the file's name. */
export function readRuleFile(file: string): Checked {
  const named = (line: string) => `${visible(file)}: ${line}`;
  let bytes: Buffer | undefined;
  try {
    bytes = readSaveFile(file, RULE_FILE_LIMIT);
  } catch (error) {
    return { problems: [named(error instanceof SaveFileError ? error.why : String(error))] };
  }
  if (bytes === undefined) return { problems: [named('there is no such file')] };
  const text = new TextDecoder('utf-8', { fatal: true });
  let body: string;
  try {
    body = text.decode(bytes);
  } catch {
    return { problems: [named('it is not text (a rule file is JSON in UTF-8)')] };
  }
  const checked = parseRuleSet(body);
  return checked.rules ? checked : { problems: checked.problems.map(named) };
}
