import { EVENT_TYPES, type EventType } from './limits';
import { isStaffPath } from './staff-paths';

/**
 * Display rules the public pages need, kept free of zod: the package has no side effects
 * (package.json), so a page that uses only these never loads the schema modules.
 */

export const LINK_SLOTS = [1, 2, 3, 4] as const;

/** Status badge colour rule (docs/requirements.md, Development updates). */
export function statusTone(status: string | undefined): 'green' | 'red' | 'emerald' | 'yellow' | null {
  if (!status) return null;
  if (status.includes('Construction') || status.includes('Approved')) return 'green';
  if (status.includes('Suspended') || status.includes('Cancelled')) return 'red';
  if (status.includes('Preserved')) return 'emerald';
  return 'yellow';
}

/** The links of a development in slot order, each with the label shown (label, or the URL). */
type LinkSlot = (typeof LINK_SLOTS)[number];
type DevelopmentLinkFields = { [K in `link${LinkSlot}` | `linkText${LinkSlot}`]?: string };

export function developmentLinks(dev: DevelopmentLinkFields) {
  return LINK_SLOTS.flatMap((n) => {
    const url = dev[`link${n}`];
    if (!url) return [];
    return [{ url, label: dev[`linkText${n}`] || url }];
  });
}

/** Unknown event types fall back to blue on display (docs/requirements.md, Event alerts). */
export function displayEventType(eventType: string): EventType {
  return (EVENT_TYPES as readonly string[]).includes(eventType) ? (eventType as EventType) : 'blue';
}

/** Paths of staff screens (staff-paths.ts) are never tracked (docs/requirements.md, Analytics). */
export const isUntrackedPath = isStaffPath;

const MEBIBYTE = 1_048_576;

/** A size limit as people read it: 52_428_800 -> '50 MB' (the messages and notes that name a limit). */
export const megabytes = (bytes: number) => `${Math.round(bytes / MEBIBYTE)} MB`;

/** A file's size as the staff screens show it: '980 B', '12.5 KB', '3.2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEBIBYTE) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MEBIBYTE).toFixed(1)} MB`;
}
