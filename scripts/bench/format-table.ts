/** A plain-text table: first column left-aligned, the others right-aligned. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  return rows
    .map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '))
    .join('\n');
}
