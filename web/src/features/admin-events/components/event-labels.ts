/** Where each position shows on the home page (docs/requirements.md, Event alerts). */
export const POSITION_LABELS: Record<number, string> = {
  1: '1 - above development updates',
  2: '2 - below development updates',
  3: '3 - below position 2',
};

export const EVENT_TYPE_CLASSES: Record<string, string> = {
  red: 'border-red-600 bg-red-50',
  orange: 'border-orange-500 bg-orange-50',
  blue: 'border-blue-600 bg-blue-50',
  green: 'border-green-600 bg-green-50',
  purple: 'border-purple-600 bg-purple-50',
  yellow: 'border-yellow-500 bg-yellow-50',
};
