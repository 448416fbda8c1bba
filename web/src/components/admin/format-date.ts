/** "2025-05-01" -> "May 1, 2025" (read as a calendar date, never shifted by the time zone). */
export function formatIsoDate(isoDate: string) {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** An ISO timestamp as a local date and time, e.g. "Nov 21, 2026, 7:05 PM". */
export function formatTimestamp(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
