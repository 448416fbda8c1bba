import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'firebase-admin/firestore';
import type { ConsultationWindow } from '@roca/contract/consultation-choices';
import { DEFAULT_CONSULTATION_SETTINGS, consultationSettingsInput, type ConsultationSettings } from '@roca/contract/consultations';
import { itemCollection, itemDoc } from '../../lib/firebase';
import { runStaffTransaction, writeStaffChange, type Actor } from '../core';

/**
 * The public part of a consultation on a development application (docs/consultations.md): its
 * comment window (`consultations/{developmentId}`: dates, addressees, the published summary, the
 * decision, when the letter went out) and the consultation settings. Content, like the join
 * settings: the application's page and /rezoning show them, so a publish reads them here. The
 * comments, their moderation, the letter and its proof are the consultations domain's
 * (services/consultations), which changes a window through these functions.
 */
const windowDoc = (developmentId: string) => itemDoc('consultation', developmentId);

const windowOf = (data: FirebaseFirestore.DocumentData | undefined): ConsultationWindow | null =>
  data ? (data as ConsultationWindow) : null;

export async function readConsultationWindow(developmentId: string, tx?: Transaction): Promise<ConsultationWindow | null> {
  const ref = windowDoc(developmentId);
  return windowOf((tx ? await tx.get(ref) : await ref.get()).data());
}

/** Every window, newest opening first. */
export async function listConsultationWindows(): Promise<ConsultationWindow[]> {
  const snap = await itemCollection('consultation').get();
  return snap.docs.map((doc) => doc.data() as ConsultationWindow).sort((a, b) => b.opensOn.localeCompare(a.opensOn));
}

/**
 * Stores a window as a staff change, inside the caller's staff transaction (audited, and the
 * pages that show it republished). The same window again writes nothing.
 */
export function writeConsultationWindow(tx: Transaction, actor: Actor, before: ConsultationWindow | null, after: ConsultationWindow) {
  if (isDeepStrictEqual(before, after)) return;
  writeStaffChange(tx, { actor, ref: windowDoc(after.developmentId), before, after });
}

/** A window changed by `change` in a staff transaction of its own; returns it as stored. */
export async function changeConsultationWindow(
  actor: Actor,
  developmentId: string,
  change: (before: ConsultationWindow | null, tx: Transaction) => Promise<ConsultationWindow> | ConsultationWindow,
): Promise<ConsultationWindow> {
  return runStaffTransaction(async (tx) => {
    const before = await readConsultationWindow(developmentId, tx);
    const after = await change(before, tx);
    writeConsultationWindow(tx, actor, before, after);
    return after;
  });
}

const settingsDoc = () => itemDoc('consultationSettings', 'settings');

/** The stored settings, or the placeholders until staff set them; stored values today's checks refuse give way to them. */
export async function readConsultationSettings(): Promise<ConsultationSettings> {
  const parsed = consultationSettingsInput.safeParse((await settingsDoc().get()).data());
  return parsed.success ? parsed.data : DEFAULT_CONSULTATION_SETTINGS;
}

/** PUT /api/consultations/settings: a staff change (audited; the form's privacy statement is republished). */
export async function saveConsultationSettings(actor: Actor, settings: ConsultationSettings): Promise<ConsultationSettings> {
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(settingsDoc())).data() ?? null;
    if (!isDeepStrictEqual(before, settings)) writeStaffChange(tx, { actor, ref: settingsDoc(), before, after: settings });
  });
  return settings;
}
