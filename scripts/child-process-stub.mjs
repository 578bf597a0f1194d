// Stands in for node:child_process inside terminal-size, which runs `tput` or `resize` only when
// neither stdout nor stderr knows the terminal's size (never while Leaves plays: it needs a TTY).
// Loading node:child_process (and with it net and dgram) costs a few ms at every start. A failed
// call is what terminal-size already expects, and it falls back to 80×24.
export function execFileSync() {
  throw new Error('Leaves does not run tput or resize.');
}
