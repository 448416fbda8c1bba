/**
 * The association's PDF documents, served by Hosting under /public-objects (docs/requirements.md, Public pages).
 * The shipped files are generated placeholders (web/scripts/generate-placeholder-pdfs.mjs);
 * docs/content.md explains how to put the real documents in their place.
 */
export type PublicDocument = { href: string; fileName: string; title: string };

export const DOCUMENTS = {
  communityPlan: {
    href: '/public-objects/official-community-plan-2024.pdf',
    fileName: 'Official-Community-Plan-2024.pdf',
    title: 'Official Community Plan (adopted May 7, 2024)',
  },
  constitution: {
    href: '/public-objects/roca-constitution-bylaws.pdf',
    fileName: 'ROCA-Constitution-and-Bylaws.pdf',
    title: 'ROCA Constitution and Bylaws',
  },
  participationHandbook: {
    href: '/public-objects/public-participation-handbook.pdf',
    fileName: 'Public-Participation-Handbook.pdf',
    title: 'Public Participation Handbook',
  },
  councilCalendar: {
    href: '/public-objects/council-meeting-calendar.pdf',
    fileName: 'Council-Meeting-Calendar.pdf',
    title: 'Council Meeting Calendar',
  },
} as const satisfies Record<string, PublicDocument>;
