import { z } from '../zod';
import { LIMITS } from '../limits';
import { optionalText } from '../fields';

/**
 * Files on the public pages that staff replace: the four PDFs, the two maps and the four hero
 * slides. Each slot says what kind of file it takes; the server checks the file's type by its
 * content (not its name) and its size against the kind's limit.
 */
export const SITE_FILE_KINDS = {
  pdf: { contentTypes: ['application/pdf'], maxBytes: LIMITS.sitePdfMaxBytes, label: 'a PDF' },
  // No SVG: a file staff upload is served from the site's own origin, and SVG can carry script.
  image: {
    contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: LIMITS.siteImageMaxBytes,
    label: 'a JPEG, PNG or WebP image',
  },
} as const;
export type SiteFileKind = keyof typeof SITE_FILE_KINDS;

/**
 * Each slot: the kind of file it takes, its title on the Content screens, the name a download is
 * saved under (PDFs), and whether the page shows a caption under it (the maps).
 */
export const SITE_FILE_SLOTS = {
  communityPlan: { kind: 'pdf', title: 'Official Community Plan', downloadName: 'Official-Community-Plan-2024.pdf', captioned: false },
  constitution: { kind: 'pdf', title: 'Constitution and Bylaws', downloadName: 'ROCA-Constitution-and-Bylaws.pdf', captioned: false },
  participationHandbook: {
    kind: 'pdf',
    title: 'Public Participation Handbook',
    downloadName: 'Public-Participation-Handbook.pdf',
    captioned: false,
  },
  councilCalendar: { kind: 'pdf', title: 'Council Meeting Calendar', downloadName: 'Council-Meeting-Calendar.pdf', captioned: false },
  boundaryMap: { kind: 'image', title: 'Official boundary map', downloadName: null, captioned: true },
  regionalMap: { kind: 'image', title: 'Regional map of community associations', downloadName: null, captioned: true },
  heroSlide1: { kind: 'image', title: 'Home page slide 1', downloadName: null, captioned: false },
  heroSlide2: { kind: 'image', title: 'Home page slide 2', downloadName: null, captioned: false },
  heroSlide3: { kind: 'image', title: 'Home page slide 3', downloadName: null, captioned: false },
  heroSlide4: { kind: 'image', title: 'Home page slide 4', downloadName: null, captioned: false },
} as const satisfies Record<string, { kind: SiteFileKind; title: string; downloadName: string | null; captioned: boolean }>;
export type SiteFileSlot = keyof typeof SITE_FILE_SLOTS;
export const SITE_FILE_SLOT_NAMES = Object.keys(SITE_FILE_SLOTS) as SiteFileSlot[];

/** A file as the pages use it. */
export type SiteFile = {
  /** Where the page links or loads it from: a site path (e.g. /public-objects/... or /files/...). */
  url: string;
  contentType: string;
  /** Bytes, for files staff uploaded (the shipped defaults leave it out). */
  size?: number;
  /** Images: the text a screen reader reads instead. */
  alt?: string;
  /** Maps: the caption under the image. */
  caption?: string;
  /** Images: their pixel size, so the page keeps the space before they load. */
  width?: number;
  height?: number;
  /** Present when staff replaced the shipped file: the stored object the publish copies. */
  objectPath?: string;
  /** Hex SHA-256 of the stored bytes: names the file's content-addressed path when published. */
  sha256?: string;
  /** The name of the file staff uploaded, as they chose it (shown on the Content screen). */
  fileName?: string;
  updatedAt?: string;
};

/**
 * Body of PUT /api/site-files/{slot}: a new file from the upload flow (POST /api/objects/upload,
 * then PUT of the bytes), new texts, or both. A field not sent keeps its value.
 */
export const siteFileUpdate = z
  .object({
    fileURL: z.string().min(1, 'fileURL is required').max(LIMITS.url).optional(),
    alt: optionalText('Alt text', LIMITS.altText),
    caption: optionalText('Caption', LIMITS.caption),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, { message: 'Send a new file (fileURL), new alt text or a new caption' });
export type SiteFileUpdate = z.input<typeof siteFileUpdate>;
