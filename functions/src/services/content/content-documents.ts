import type { DocumentReference } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Executive } from '@roca/contract/content/executive';
import { mergeSiteSettings, siteSettings, type SiteSettings, type siteSettingsUpdate } from '@roca/contract/content/site-settings';
import { parseInput } from '../../lib/validate';
import { type Actor, changeDocument } from '../core';
import { ensureSiteContentSeeded, executiveDoc, settingsDoc } from './site-content';

/**
 * The two kinds of content that are one document each (docs/content.md): the site settings and
 * the executive. Each save replaces the document, with its audit entry, in one transaction.
 */

/**
 * Stores `next(stored)` in place of the stored document. A save that changes nothing writes
 * nothing, so the audit log holds only real changes.
 */
async function replaceDocument<T extends object>(actor: Actor, ref: DocumentReference, next: (stored: T) => T): Promise<T> {
  await ensureSiteContentSeeded();
  const after = await changeDocument<T>(actor, ref, (before) => {
    if (!before) throw new Error(`${ref.path} is missing although the site content was seeded`);
    return next(before);
  });
  return after!;
}

/**
 * PUT /api/site-settings: a field not sent keeps its stored value (inside `links` too). The merged
 * settings are checked as a whole, so the stored document always passes `siteSettings`.
 */
export function saveSiteSettings(actor: Actor, update: z.output<typeof siteSettingsUpdate>): Promise<SiteSettings> {
  return replaceDocument<SiteSettings>(actor, settingsDoc(), (stored) => parseInput(siteSettings, mergeSiteSettings(stored, update)));
}

/** PUT /api/executive: the whole team, as `executiveInput` checked it. */
export function saveExecutive(actor: Actor, executive: Executive): Promise<Executive> {
  return replaceDocument<Executive>(actor, executiveDoc(), () => executive);
}
