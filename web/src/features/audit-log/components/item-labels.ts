import type { AuditItemType } from '@roca/contract/audit';

/** How the log names each kind of item: in a sentence, and in the item type filter. */
export const ITEM_LABELS: Record<AuditItemType, { noun: string; plural: string }> = {
  development: { noun: 'development', plural: 'Developments' },
  event: { noun: 'event', plural: 'Events' },
  user: { noun: 'user', plural: 'Users' },
  siteSettings: { noun: 'site settings', plural: 'Site settings' },
  executive: { noun: 'executive', plural: 'Executive' },
  calendarEvent: { noun: 'calendar event', plural: 'Calendar events' },
  business: { noun: 'business directory entry', plural: 'Business directory' },
  communityLink: { noun: 'community link', plural: 'Community links' },
  volunteerNeed: { noun: 'volunteer need', plural: 'Volunteer needs' },
  siteFile: { noun: 'file', plural: 'Files' },
};

export const nounOf = (itemType: string) => ITEM_LABELS[itemType as AuditItemType]?.noun ?? itemType;
