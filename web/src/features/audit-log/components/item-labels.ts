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
  member: { noun: 'member', plural: 'Members' },
  invitation: { noun: 'invitation', plural: 'Invitations' },
  handover: { noun: 'handover', plural: 'Handovers' },
  keyHolder: { noun: 'key held outside the site', plural: 'Keys held outside the site' },
};

export const nounOf = (itemType: string) => ITEM_LABELS[itemType as AuditItemType]?.noun ?? itemType;

/** What a restore of this entry brings back: the item, or the member's deleted payment. */
export const restoredNounOf = (entry: { action: string; itemType: string }) =>
  entry.action === 'delete-payment' ? 'payment' : nounOf(entry.itemType);
