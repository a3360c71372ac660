/** A plain-text table with right-aligned numbers, for the terminal and the README. */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row
      .map((cell, column) => (column === 0 || /[a-z]/i.test(cell) ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join(' | ')} |`;
  const separator = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(cells[0]), separator, ...cells.slice(1).map(line)].join('\n');
}

export const kB = (bytes) => (bytes == null ? '' : (bytes / 1000).toFixed(1));
export const ms = (value) => (value == null ? '' : Math.round(value).toString());
export const signed = (value) => (value > 0 ? `+${value}` : String(value));
