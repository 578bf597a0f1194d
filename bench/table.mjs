// A plain text table for the bench's reports: headers, a rule, right-aligned cells unless told 'l'.
export function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const cell = (text, i) => (align?.[i] === 'l' ? String(text).padEnd(widths[i]) : String(text).padStart(widths[i]));
  const line = (cells) => `  ${cells.map(cell).join('  ')}`;
  return [line(headers), `  ${widths.map((w) => '─'.repeat(w)).join('  ')}`, ...rows.map(line)].join('\n');
}
