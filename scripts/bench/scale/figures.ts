import { formatTable } from '../format-table';

/**
 * One measured figure at one scale. `value` null: not measured (said why in `note`). Figures of
 * the same `name` at each scale make a row of the table, with their ratio to scale 1.
 */
export type Figure = {
  group: string;
  name: string;
  value: number | null;
  unit: 'ms' | 's' | 'KB' | 'MiB' | 'count' | 'per s';
  note?: string;
};
export type ScaleResult = { scale: number; figures: Figure[] };

const format = (value: number | null, unit: Figure['unit']) => {
  if (value === null) return 'n/a';
  switch (unit) {
    case 'ms':
      return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'MiB':
      return `${Math.round(value).toLocaleString('en-CA')} MiB`;
    case 'per s':
      return `${value.toFixed(1)}/s`;
    default:
      return Math.round(value).toLocaleString('en-CA');
  }
};

const ratio = (value: number | null, base: number | null) => {
  if (value === null || base === null) return '';
  if (base === 0) return value === 0 ? '1.00' : 'from 0';
  return (value / base).toFixed(2);
};

/** Every figure at every scale so far, with the ratio of each to the first scale: a header row, then a row per group or figure. */
function figureRows(results: ScaleResult[]): string[][] {
  const [first] = results;
  const rows = [['figure', ...results.map((r) => `${r.scale}x`), ...results.slice(1).map((r) => `${r.scale}x/${first.scale}x`)]];
  let group = '';
  for (const figure of first.figures) {
    const at = results.map((r) => r.figures.find((f) => f.group === figure.group && f.name === figure.name) ?? null);
    if (figure.group !== group) rows.push([(group = figure.group)]);
    rows.push([
      figure.name,
      ...at.map((f) => (f ? format(f.value, f.unit) : '')),
      ...at.slice(1).map((f) => ratio(f?.value ?? null, figure.value)),
    ]);
  }
  return rows;
}

const notesOf = (results: ScaleResult[]) =>
  results.flatMap((r) => r.figures.filter((f) => f.note).map((f) => `${r.scale}x ${f.group}, ${f.name}: ${f.note}`));

/** The table as text, and as Markdown for docs/performance.md (a group is a bold row). */
export function printFigures(results: ScaleResult[], { markdown = false } = {}) {
  if (results.length === 0) return;
  const rows = figureRows(results);
  const width = rows[0].length;
  const table = markdown
    ? [rows[0], rows[0].map(() => '---'), ...rows.slice(1)]
        .map((row) => (row.length === 1 ? `| **${row[0]}** |${' |'.repeat(width - 1)}` : `| ${row.join(' | ')} |`))
        .join('\n')
    : formatTable(rows.map((row, i) => (i === 0 ? row : row.length === 1 ? [`[${row[0]}]`] : [`  ${row[0]}`, ...row.slice(1)])));
  const notes = notesOf(results);
  console.log(
    `\n=== Figures at ${results.map((r) => `${r.scale}x`).join(', ')} ===\n${table}${notes.length ? `\n\n${notes.join('\n')}` : ''}`,
  );
}
