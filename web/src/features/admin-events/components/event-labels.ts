/** Where each position shows on the home page (docs/requirements.md, Event alerts). */
export const POSITION_LABELS: Record<number, string> = {
  1: '1 - above development updates',
  2: '2 - below development updates',
  3: '3 - below position 2',
};
