import type { SiteContent } from '@roca/contract/content/site-content';

/**
 * The association's PDF documents. The files themselves are stored content (Content area; the
 * shipped placeholders live in web/public/public-objects, docs/content.md): a page links to the
 * current file, and a download saves under the slot's fixed name (SITE_FILE_SLOTS in
 * contract/src/content/site-files.ts, which public code cannot import: it loads zod).
 */
const DOCUMENTS = {
  communityPlan: { fileName: 'Official-Community-Plan-2024.pdf', title: 'Official Community Plan (adopted May 7, 2024)' },
  constitution: { fileName: 'ROCA-Constitution-and-Bylaws.pdf', title: 'ROCA Constitution and Bylaws' },
  participationHandbook: { fileName: 'Public-Participation-Handbook.pdf', title: 'Public Participation Handbook' },
  councilCalendar: { fileName: 'Council-Meeting-Calendar.pdf', title: 'Council Meeting Calendar' },
} as const;

export type DocumentSlot = keyof typeof DOCUMENTS;

/** The props of the View and Download buttons of one document: the current file, its title and download name. */
export const documentButtons = (files: SiteContent['files'], slot: DocumentSlot) => ({ href: files[slot].url, ...DOCUMENTS[slot] });
