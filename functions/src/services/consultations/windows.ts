import type { Development, PublicUser } from '@roca/contract';
import { windowStateOn, type ConsultationWindow } from '@roca/contract/consultation-choices';
import type { ConsultationDetail, ConsultationListItem, DecisionInput, LetterInput, WindowInput } from '@roca/contract/consultations';
import { todayInVancouver } from '@roca/contract/days';
import { itemDoc } from '../../lib/firebase';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-errors';
import {
  changeConsultationWindow,
  listConsultationWindows,
  readConsultationSettings,
  readConsultationWindow,
  readDevelopment,
} from '../content';
import { countedComments, countsOf, talliesOf } from './counts';

/**
 * A consultation's window (docs/consultations.md, "Opening a window"): staff open it on an
 * application with its dates (calendar days in America/Vancouver), the municipality's deadline and
 * whom the association writes to; change it while it has not been sent; close it early; publish
 * the counts on the application's page once it closed; record the decision, from which the
 * commenters' details are kept for the set time.
 */
export async function developmentOf(developmentId: string): Promise<Development> {
  const development = await readDevelopment(developmentId);
  if (!development) throw notFound('No development update with this id');
  return development;
}

const notOpened = () => notFound('No comment window has been opened on this application');
const alreadySent = () => conflict('The letter has gone out: this consultation can no longer change');

/**
 * PUT .../window: opens the window, or changes it. Opening alerts the subscribers to development
 * updates (their existing topic): the subscribers domain declares that reaction (subscribers/reactions.ts).
 */
export async function saveWindow(actor: PublicUser, developmentId: string, input: WindowInput): Promise<ConsultationWindow> {
  await developmentOf(developmentId);
  const settings = await readConsultationSettings();
  const recipients = input.recipientIds.map((id) => settings.recipients.find((r) => r.id === id));
  if (recipients.some((r) => !r))
    throw badRequest('Choose addressees from the consultation settings', {
      recipientIds: 'Choose addressees from the consultation settings',
    });
  return changeConsultationWindow(actor, developmentId, (before) => {
    if (before?.sentAt) throw alreadySent();
    return {
      developmentId,
      opensOn: input.opensOn,
      closesOn: input.closesOn,
      // New dates reopen a window closed early: staff chose them.
      closedOn: before && before.closesOn === input.closesOn ? before.closedOn : null,
      municipalityDeadline: input.municipalityDeadline,
      recipients: recipients.map((r) => r!),
      summary: before?.summary ?? null,
      decision: before?.decision ?? null,
      sentAt: null,
    };
  });
}

/** POST .../close: no more comments from today; the dates stay as they were promised. */
export async function closeWindow(actor: PublicUser, developmentId: string): Promise<ConsultationWindow> {
  return changeConsultationWindow(actor, developmentId, (before) => {
    if (!before) throw notOpened();
    if (before.sentAt) throw alreadySent();
    return { ...before, closedOn: before.closedOn ?? todayInVancouver() };
  });
}

/** PUT .../summary: the counts on the application's page (never names), once the window closed; or off again. */
export async function publishSummary(actor: PublicUser, developmentId: string, publish: boolean): Promise<ConsultationWindow> {
  return changeConsultationWindow(actor, developmentId, async (before, tx) => {
    if (!before) throw notOpened();
    if (publish && windowStateOn(before, todayInVancouver()) !== 'closed') {
      throw new HttpError(409, 'Publish the counts once the comment window has closed: until then they still change');
    }
    return { ...before, summary: publish ? countsOf(await countedComments(developmentId, tx)) : null };
  });
}

/** PUT .../decision: what the municipality decided and when; the retention period counts from it. */
export async function recordDecision(actor: PublicUser, developmentId: string, decision: DecisionInput): Promise<ConsultationWindow> {
  return changeConsultationWindow(actor, developmentId, (before) => {
    if (!before) throw notOpened();
    return { ...before, decision };
  });
}

const letterDoc = (developmentId: string) => itemDoc('consultationLetter', developmentId);

export async function readLetter(developmentId: string): Promise<LetterInput | null> {
  const data = (await letterDoc(developmentId).get()).data();
  return data ? { subject: String(data.subject), body: String(data.body) } : null;
}

/** GET /api/consultations/{developmentId}: the window and its state; the letter's draft for Admin and Super. */
export async function consultationDetail(developmentId: string, withLetter: boolean): Promise<ConsultationDetail> {
  const [development, window, letter] = await Promise.all([
    developmentOf(developmentId),
    readConsultationWindow(developmentId),
    withLetter ? readLetter(developmentId) : null,
  ]);
  const today = todayInVancouver();
  return { window, state: window ? windowStateOn(window, today) : null, letter, projectTitle: development.projectTitle, today };
}

/** GET /api/consultations: every window with its counts, newest first. */
export async function listConsultations(): Promise<ConsultationListItem[]> {
  const windows = await listConsultationWindows();
  const today = todayInVancouver();
  return Promise.all(
    windows.map(async (window) => {
      const [tallies, development] = await Promise.all([talliesOf(window.developmentId), readDevelopment(window.developmentId)]);
      return {
        window,
        projectTitle: development?.projectTitle ?? '(deleted development update)',
        state: windowStateOn(window, today),
        counts: { total: tallies.total, pending: tallies.pending, hidden: tallies.hidden, withdrawn: tallies.withdrawn },
      };
    }),
  );
}

export { letterDoc };
