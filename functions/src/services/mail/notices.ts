import type { PublicUser } from '@roca/contract';
import {
  NOTICE_PERIOD_DEFAULT,
  noticePeriod,
  noticeWindowFor,
  type MailingListEntry,
  type MailSend,
  type MailSettings,
  type NoticeWindow,
  type noticeInput,
} from '@roca/contract/mail';
import { inGoodStandingOn } from '@roca/contract/membership';
import type { z } from 'zod';
import { todayInVancouver } from '@roca/contract/days';
import { itemDoc } from '../../lib/firebase';
import { badRequest } from '../../lib/http-errors';
import { membersCollection, storedPayments } from '../members';
import { readSiteSettings } from '../content';
import { changeDocument, type Actor } from '../core';
import { outboxIdFor } from './outbox';
import { composeMessage } from './message';
import { contentOf, recordSend } from './sends';
import { suppressedAddresses } from './suppressions';

/**
 * General-meeting notices (docs/mail.md, "Statutory notices"): every member on the register on the
 * day the notice is given gets it by e-mail if they have a working address, whatever their topic
 * choices; the others are listed for notice by post. The send keeps the proof: when, the register
 * that day, the message's hash and each delivery. No route changes or deletes it.
 */
type Notice = z.output<typeof noticeInput>;

const settingsDoc = () => itemDoc('mailSettings', 'settings');

/** The bylaw notice period (default the Societies Act's 14 to 60 days). */
export async function readMailSettings(): Promise<MailSettings> {
  const stored = (await settingsDoc().get()).get('noticePeriod');
  const parsed = noticePeriod.safeParse(stored);
  return { noticePeriod: parsed.success ? parsed.data : { ...NOTICE_PERIOD_DEFAULT } };
}

/** PUT /api/mail/settings: a staff change, audited (the same settings again change nothing). */
export async function saveMailSettings(actor: Actor, settings: MailSettings): Promise<MailSettings> {
  await changeDocument(actor, settingsDoc(), () => ({ ...settings }));
  return settings;
}

/** The days notice can be given for a meeting, and whether today is one of them. */
export async function noticeWindow(meetingDate: string, today = todayInVancouver()): Promise<NoticeWindow> {
  return noticeWindowFor(meetingDate, today, (await readMailSettings()).noticePeriod);
}

const LONG_DATE = new Intl.DateTimeFormat('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const longDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
function clock(time: string) {
  const [h, m] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** The notice's subject and text, from what staff entered. */
function noticeText(notice: Notice, associationName: string, window: NoticeWindow) {
  const meeting = notice.meetingKind === 'annual' ? 'annual general meeting' : 'special general meeting';
  const subject = notice.subject ?? `Notice of the ${meeting} of ${associationName}, ${longDate(notice.meetingDate)}`;
  const lines = [
    'Dear {firstName},',
    '',
    `Notice is given that the ${meeting} of ${associationName} will be held at ${clock(notice.meetingTime)} on ${longDate(notice.meetingDate)}.`,
    '',
  ];
  if (notice.place) lines.push(`Place: ${notice.place}`, '');
  if (notice.electronicInstructions) lines.push('To take part electronically:', notice.electronicInstructions, '');
  lines.push('Agenda:', notice.agenda, '');
  if (notice.specialResolutions) {
    lines.push('Special resolutions (each needs a two-thirds majority of the votes cast):', notice.specialResolutions, '');
  }
  lines.push(
    `This notice is given ${window.daysBefore} days before the meeting, to every member on the register with an e-mail address; members without one get it by post.`,
  );
  return { subject, body: lines.join('\n') };
}

type RegisterEntry = { memberId: string; path: string; name: string; firstName: string; email: string; address: string };

/** Members on the register on `date` (joined by then, or paid for that day's year by then), by name. */
async function registerOn(date: string): Promise<RegisterEntry[]> {
  const snap = await membersCollection().get();
  return snap.docs
    .filter((doc) => doc.get('joinedOn') <= date || inGoodStandingOn(storedPayments(doc.data()), date))
    .map((doc) => ({
      memberId: doc.id,
      path: doc.ref.path,
      name: `${doc.get('firstName')} ${doc.get('lastName')}`,
      firstName: doc.get('firstName'),
      email: String(doc.get('email') ?? '').toLowerCase(),
      address: doc.get('address') ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
}

/** Who gets the notice by e-mail and who by post, today. */
async function noticeAudience(today: string) {
  const [register, suppressed] = await Promise.all([registerOn(today), suppressedAddresses()]);
  const byEmail = register.filter((m) => m.email && !suppressed.has(m.email));
  const mailingList: MailingListEntry[] = register
    .filter((m) => !m.email || suppressed.has(m.email))
    .map((m) => ({
      memberId: m.memberId,
      name: m.name,
      address: m.address,
      reason: m.email ? 'e-mail address suppressed' : 'no e-mail address',
    }));
  return { register, byEmail, mailingList };
}

/** POST /api/mail/notices/preview: the notice as a member will get it, the window and the counts. */
export async function previewNotice(notice: Notice) {
  const today = todayInVancouver();
  const [window, settings, audience] = await Promise.all([
    noticeWindow(notice.meetingDate, today),
    readSiteSettings(),
    noticeAudience(today),
  ]);
  const { subject, body } = noticeText(notice, settings.associationName, window);
  // A preview goes to nobody: its footer's link is a test link that changes nothing.
  const message = composeMessage(
    contentOf({ subject, body, format: 'text' }),
    { lane: 'notice', to: '', firstName: audience.byEmail[0]?.firstName },
    settings,
  );
  return {
    subject: message.subject,
    text: message.text,
    html: message.html,
    window,
    recipients: audience.byEmail.length,
    mailingList: audience.mailingList,
  };
}

const noticeKey = (sendId: string, memberId: string) => `notice:${sendId}:${memberId}`;

/** POST /api/mail/notices: gives the notice. Outside the legal window only when staff confirm it. */
export async function sendNotice(actor: PublicUser, notice: Notice): Promise<MailSend> {
  const today = todayInVancouver();
  const window = await noticeWindow(notice.meetingDate, today);
  if (!window.withinWindow && !notice.confirmOutsideWindow) {
    throw badRequest(`${window.warning} To send it anyway, confirm it (confirmOutsideWindow).`, { meetingDate: window.warning! });
  }
  const [settings, audience] = await Promise.all([readSiteSettings(), noticeAudience(today)]);
  if (audience.register.length === 0) {
    throw badRequest('The register has no member on it today: there is nobody to give notice to', {
      meetingDate: 'Nobody is on the register today',
    });
  }
  const { subject, body } = noticeText(notice, settings.associationName, window);
  return recordSend(
    actor,
    { kind: 'notice', lane: 'notice', topic: null, audience: null, subject, body, format: 'text' },
    (sendId) =>
      audience.byEmail.map((m) => ({
        ...composeMessage(
          contentOf({ subject, body, format: 'text' }),
          { lane: 'notice', to: m.email, recipient: m.path, firstName: m.firstName },
          settings,
        ),
        sendId,
        idempotencyKey: noticeKey(sendId, m.memberId),
      })),
    (sendId) => ({
      notice: {
        meeting: {
          kind: notice.meetingKind,
          date: notice.meetingDate,
          time: notice.meetingTime,
          place: notice.place ?? '',
          electronicInstructions: notice.electronicInstructions ?? '',
        },
        window,
        recipients: audience.byEmail.map((m) => ({
          memberId: m.memberId,
          name: m.name,
          email: m.email,
          messageId: outboxIdFor(noticeKey(sendId, m.memberId)),
        })),
        mailingList: audience.mailingList,
      },
    }),
  );
}
