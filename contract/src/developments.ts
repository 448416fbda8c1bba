import { z } from './zod';
import { LIMITS } from './limits';
import { isoDate, optionalHttpUrl, optionalText, requiredText } from './fields';

/** Body of POST /api/developments and PUT /api/developments/{id} (docs/requirements.md, API). */
export const developmentInput = z
  .object({
    projectTitle: requiredText('Project Title', LIMITS.projectTitle),
    subTitle: optionalText('Subtitle', LIMITS.subTitle),
    description: requiredText('Description', LIMITS.description),
    date: isoDate,
    status: requiredText('Status', LIMITS.status),
    link1: optionalHttpUrl,
    link2: optionalHttpUrl,
    link3: optionalHttpUrl,
    link4: optionalHttpUrl,
    linkText1: optionalText('Link text 1', LIMITS.linkText),
    linkText2: optionalText('Link text 2', LIMITS.linkText),
    linkText3: optionalText('Link text 3', LIMITS.linkText),
    linkText4: optionalText('Link text 4', LIMITS.linkText),
    imagePath: optionalText('Image path', LIMITS.url),
  })
  .strict();
export type DevelopmentInput = z.infer<typeof developmentInput>;

/**
 * Body of POST /api/developments and PUT /api/developments/{id}: the fields, and `minor: true`
 * for a save that e-mails no subscriber (a typo fixed; docs/mail.md, "Development updates").
 */
export const developmentSaveInput = developmentInput
  .extend({ minor: z.boolean({ error: 'Minor must be true or false' }).optional() })
  .strict();
export type DevelopmentSaveInput = z.infer<typeof developmentSaveInput>;

/** A stored attachment as the API returns it. */
export type Attachment = { path: string; url: string; fileName: string; contentType: string; size: number };

/**
 * Body of POST /api/objects/upload. An empty body stays valid (docs/requirements.md, Uploads); the browser
 * may say what it is about to send so the stored object gets the right content type.
 */
export const uploadRequest = z
  .object({
    fileName: z.string().max(1000).optional(),
    contentType: z
      .string()
      .max(200)
      .regex(/^[\w.+-]+\/[\w.+-]+$/, 'Content type must look like type/subtype')
      .optional(),
  })
  .strict();
export type UploadRequest = z.infer<typeof uploadRequest>;

/** Answer of POST /api/objects/upload: PUT the file's bytes to uploadURL with exactly these headers. */
export type UploadTarget = {
  uploadURL: string;
  objectPath: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
};

/** Body of PUT /api/developments/{id}/attachments: the uploadURL (or object path) of a finished upload. */
export const attachFileInput = z
  .object({
    fileURL: z.string().min(1, 'fileURL is required').max(LIMITS.url),
    fileName: z.string().max(1000).optional(),
  })
  .strict();

/** Body of DELETE /api/developments/{id}/attachments. */
export const deleteAttachmentInput = z.object({ attachmentPath: z.string().min(1, 'attachmentPath is required').max(LIMITS.url) }).strict();

/** One status a development update had, from the day (yyyy-mm-dd in the municipality) it was saved with it. */
export type StatusChange = { status: string; on: string };

/** A development update as the API returns it (docs/requirements.md, Data). */
export type Development = {
  id: string;
  projectTitle: string;
  subTitle?: string;
  description: string;
  date: string;
  status: string;
  link1?: string;
  link2?: string;
  link3?: string;
  link4?: string;
  linkText1?: string;
  linkText2?: string;
  linkText3?: string;
  linkText4?: string;
  imagePath?: string;
  attachments: Attachment[];
  /** Its statuses, oldest first: the application's public page shows them. */
  statusHistory: StatusChange[];
  createdAt: string;
  updatedAt: string;
};

/** The legacy `development_updates` shape (docs/requirements.md, Data), accepted only as an import format. */
export const legacyDevelopmentUpdate = z.object({
  date: isoDate,
  title: requiredText('Title', LIMITS.projectTitle),
  subtitle: optionalText('Subtitle', LIMITS.subTitle),
  description: requiredText('Description', LIMITS.description),
  status: optionalText('Status', LIMITS.status),
  links: z.array(z.union([z.string(), z.object({ url: z.string(), text: z.string().optional() })])).optional(),
});
