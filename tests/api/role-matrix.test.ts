import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { Role } from '@roca/contract';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { makeConfirmToken, makeSignupToken, makeToken } from '../../functions/src/services/mail';
import { createHandover } from '../../functions/src/services/accounts';
import { createInboxItem } from '../../functions/src/services/inbox';
import { DEFAULT_INBOX_SETTINGS } from '@roca/contract/inbox';
import { invitationWithLink, recoveryEmailLinkOf, recoveryEmailUndoLinkOf, resetLinkOf } from '../support/account-links';
import { apiTestFile } from '../support/api-test-file';
import {
  createStaffUser,
  developmentInput,
  eventInput,
  giveRecoveryEmail,
  storeDevelopment,
  storeEvent,
  TEST_PASSWORD,
} from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { memberInput, paymentInput, paypalActivityCsv, paypalPayment, storeMember } from '../support/members';
import { nextDates, signupSettings, storeConfirmedSignup } from '../support/signups';
import { snapshotData } from '../support/snapshot';

/**
 * The role matrix of docs/requirements.md, Roles, route by route: every call of the /api contract is made by an
 * anonymous visitor and by each staff role, against freshly stored data. A refusal must leave
 * the stored data exactly as it was.
 */
type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'Read Only', 'Super', 'Admin'];

type Fixture = {
  developmentId: string;
  eventId: string;
  readOnlyUserId: string;
  adminUserId: string;
  readOnlyUsername: string;
  memberId: string;
  paymentId: string;
  sendId: string;
  suppressionId: string;
  mailToken: string;
  confirmToken: string;
  /** Codes of links e-mailed to staff (a reset of the Read Only user's password, an invitation, a recovery e-mail to confirm). */
  resetToken: string;
  invitationId: string;
  invitationToken: string;
  recoveryEmailToken: string;
  /** The link that undoes a new recovery e-mail asked for the Read Only user, sent to the address it replaces. */
  recoveryEmailUndoToken: string;
  handoverId: string;
  /** A listing request in the inbox. */
  inboxId: string;
  /** A confirmed sign-up for the next date of the seed's weekly work party, and its link's token. */
  signupId: string;
  signupToken: string;
};

type Row = {
  call: string;
  /** `me`: the caller's own user id (none for the anonymous caller). */
  path: (f: Fixture, me: string | undefined) => string;
  body?: (f: Fixture) => unknown;
  /** Makes the stored data this row needs, before the call. */
  setup?: () => Promise<void>;
  /** A text/csv body instead of JSON. */
  csv?: () => string;
  /** An HTML form's body (application/x-www-form-urlencoded) instead of JSON. */
  form?: () => string;
  expected: Record<Caller, number>;
};

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, 'Read Only': status, Super: status, Admin: status });
const editors = (ok: number) => ({ anonymous: 401, 'Read Only': 403, Super: ok, Admin: ok });
const staff = (ok: number) => ({ anonymous: 401, 'Read Only': ok, Super: ok, Admin: ok });
const adminOnly = (ok: number) => ({ anonymous: 401, 'Read Only': 403, Super: 403, Admin: ok });
/** Only an Admin may try, and the rule refuses even them. */
const twoAdminsRule = { anonymous: 401, 'Read Only': 403, Super: 403, Admin: 409 };

const newUser = (role: Role) => ({
  firstName: 'New',
  lastName: 'Person',
  username: `new-${role.replace(' ', '')}`,
  password: 'a-long-password',
  role,
});

const ROWS: Row[] = [
  {
    call: 'POST /api/login',
    path: () => '/api/login',
    body: (f) => ({ username: f.readOnlyUsername, password: TEST_PASSWORD }),
    expected: everyone(200),
  },
  { call: 'GET /api/developments', path: () => '/api/developments', expected: everyone(200) },
  { call: 'POST /api/developments', path: () => '/api/developments', body: () => developmentInput(), expected: editors(201) },
  {
    call: 'PUT /api/developments/{id}',
    path: (f) => `/api/developments/${f.developmentId}`,
    body: () => developmentInput({ projectTitle: 'Changed' }),
    expected: editors(200),
  },
  { call: 'DELETE /api/developments/{id}', path: (f) => `/api/developments/${f.developmentId}`, expected: editors(204) },
  { call: 'GET /api/events', path: () => '/api/events', expected: everyone(200) },
  { call: 'POST /api/events', path: () => '/api/events', body: () => eventInput(), expected: editors(201) },
  {
    call: 'PUT /api/events/{id} (full)',
    path: (f) => `/api/events/${f.eventId}`,
    body: () => eventInput({ heading: 'Changed' }),
    expected: editors(200),
  },
  {
    call: 'PUT /api/events/{id} (isVisible only)',
    path: (f) => `/api/events/${f.eventId}`,
    body: () => ({ isVisible: false }),
    expected: editors(200),
  },
  { call: 'DELETE /api/events/{id}', path: (f) => `/api/events/${f.eventId}`, expected: editors(204) },
  { call: 'GET /api/users', path: () => '/api/users', expected: staff(200) },
  { call: 'POST /api/users (role Read Only)', path: () => '/api/users', body: () => newUser('Read Only'), expected: editors(201) },
  { call: 'POST /api/users (role Super)', path: () => '/api/users', body: () => newUser('Super'), expected: editors(201) },
  { call: 'POST /api/users (role Admin)', path: () => '/api/users', body: () => newUser('Admin'), expected: adminOnly(201) },
  {
    call: 'PUT /api/users/{id} of a Read Only user',
    path: (f) => `/api/users/${f.readOnlyUserId}`,
    body: () => ({ firstName: 'Renamed' }),
    expected: editors(200),
  },
  {
    call: 'PUT /api/users/{id} granting Admin',
    path: (f) => `/api/users/${f.readOnlyUserId}`,
    body: () => ({ role: 'Admin' }),
    expected: adminOnly(200),
  },
  {
    call: 'PUT /api/users/{id} of an Admin',
    path: (f) => `/api/users/${f.adminUserId}`,
    body: () => ({ firstName: 'Renamed' }),
    expected: adminOnly(200),
  },
  { call: 'DELETE /api/users/{id}', path: (f) => `/api/users/${f.readOnlyUserId}`, expected: adminOnly(204) },
  // The two-Admins rule (docs/requirements.md, "Staff accounts and the AGM handover"): with exactly
  // two active Admins, neither may be deleted, demoted or deactivated, by anyone.
  {
    call: 'DELETE /api/users/{id} of the second-last active Admin',
    path: (f) => `/api/users/${f.adminUserId}`,
    setup: twoActiveAdmins,
    expected: twoAdminsRule,
  },
  {
    call: 'PUT /api/users/{id} demoting the second-last active Admin',
    path: (f) => `/api/users/${f.adminUserId}`,
    body: () => ({ role: 'Super' }),
    setup: twoActiveAdmins,
    expected: twoAdminsRule,
  },
  {
    call: 'PUT /api/users/{id} deactivating the second-last active Admin',
    path: (f) => `/api/users/${f.adminUserId}`,
    body: () => ({ active: false }),
    setup: twoActiveAdmins,
    expected: twoAdminsRule,
  },
  // Recovery e-mails: one's own, or anyone's for an Admin; the links work without a session.
  {
    call: "PUT /api/users/{id}/recovery-email of the caller's own account, with the current password",
    path: (f, me) => `/api/users/${me ?? f.readOnlyUserId}/recovery-email`,
    body: () => ({ email: 'me@example.org', currentPassword: TEST_PASSWORD }),
    expected: staff(200),
  },
  {
    call: "PUT /api/users/{id}/recovery-email of the caller's own account, without the current password",
    path: (f, me) => `/api/users/${me ?? f.readOnlyUserId}/recovery-email`,
    body: () => ({ email: 'me@example.org' }),
    expected: staff(400),
  },
  {
    call: 'PUT /api/users/{id}/recovery-email of another user',
    path: (f) => `/api/users/${f.readOnlyUserId}/recovery-email`,
    body: () => ({ email: 'someone@example.org' }),
    expected: adminOnly(200),
  },
  {
    call: "PUT /api/users/{id}/password of the caller's own account, with a wrong current password",
    path: (f, me) => `/api/users/${me ?? f.readOnlyUserId}/password`,
    body: () => ({ currentPassword: 'not-the-password', password: 'a-brand-new-password' }),
    expected: staff(400),
  },
  {
    call: 'PUT /api/users/{id}/password of another user',
    path: (f) => `/api/users/${f.readOnlyUserId}/password`,
    body: () => ({ currentPassword: TEST_PASSWORD, password: 'a-brand-new-password' }),
    expected: staff(403),
  },
  {
    call: 'POST /api/recovery-email/undo/check',
    path: () => '/api/recovery-email/undo/check',
    body: (f) => ({ token: f.recoveryEmailUndoToken }),
    expected: everyone(200),
  },
  {
    call: 'POST /api/recovery-email/undo',
    path: () => '/api/recovery-email/undo',
    body: (f) => ({ token: f.recoveryEmailUndoToken }),
    expected: everyone(200),
  },
  {
    call: 'POST /api/recovery-email/check',
    path: () => '/api/recovery-email/check',
    body: (f) => ({ token: f.recoveryEmailToken }),
    expected: everyone(200),
  },
  {
    call: 'POST /api/recovery-email/confirm',
    path: () => '/api/recovery-email/confirm',
    body: (f) => ({ token: f.recoveryEmailToken }),
    expected: everyone(200),
  },
  // Password reset: anyone asks (the same answer for every name); the link is the proof.
  {
    call: 'POST /api/password-reset/request',
    path: () => '/api/password-reset/request',
    body: (f) => ({ username: f.readOnlyUsername }),
    expected: everyone(202),
  },
  {
    call: 'POST /api/password-reset/check',
    path: () => '/api/password-reset/check',
    body: (f) => ({ token: f.resetToken }),
    expected: everyone(200),
  },
  {
    call: 'POST /api/password-reset',
    path: () => '/api/password-reset',
    body: (f) => ({ token: f.resetToken, password: 'a-new-password' }),
    expected: everyone(200),
  },
  // Invitations: Admin and Super (not as Admin); the invitee's calls need only the link.
  { call: 'GET /api/invitations', path: () => '/api/invitations', expected: editors(200) },
  {
    call: 'POST /api/invitations (role Read Only)',
    path: () => '/api/invitations',
    body: () => ({ email: 'new@example.org', firstName: 'New', lastName: 'Person', role: 'Read Only' }),
    expected: editors(201),
  },
  {
    call: 'POST /api/invitations (role Admin)',
    path: () => '/api/invitations',
    body: () => ({ email: 'new@example.org', firstName: 'New', lastName: 'Person', role: 'Admin' }),
    expected: adminOnly(201),
  },
  { call: 'DELETE /api/invitations/{id}', path: (f) => `/api/invitations/${f.invitationId}`, expected: editors(204) },
  {
    call: 'POST /api/invitations/check',
    path: () => '/api/invitations/check',
    body: (f) => ({ token: f.invitationToken }),
    expected: everyone(200),
  },
  {
    call: 'POST /api/invitations/accept',
    path: () => '/api/invitations/accept',
    body: (f) => ({
      token: f.invitationToken,
      firstName: 'New',
      lastName: 'Person',
      username: 'invited.person',
      password: 'a-long-password',
    }),
    expected: everyone(201),
  },
  // The AGM handover and the keys held outside the site: Admins only.
  { call: 'GET /api/handovers', path: () => '/api/handovers', expected: adminOnly(200) },
  {
    call: 'POST /api/handovers',
    path: () => '/api/handovers',
    body: (f) => ({
      position: 'Secretary',
      role: 'Read Only',
      outgoingUserId: '',
      incomingUserId: f.readOnlyUserId,
      email: '',
      firstName: '',
      lastName: '',
    }),
    expected: adminOnly(201),
  },
  { call: 'POST /api/handovers/{id}/transfer', path: (f) => `/api/handovers/${f.handoverId}/transfer`, expected: adminOnly(200) },
  {
    call: 'POST /api/handovers/{id}/outgoing',
    path: (f) => `/api/handovers/${f.handoverId}/outgoing`,
    body: () => ({ action: 'demote' }),
    expected: adminOnly(200),
  },
  { call: 'POST /api/handovers/{id}/executive', path: (f) => `/api/handovers/${f.handoverId}/executive`, expected: adminOnly(200) },
  { call: 'DELETE /api/handovers/{id}', path: (f) => `/api/handovers/${f.handoverId}`, expected: adminOnly(204) },
  { call: 'GET /api/key-holders', path: () => '/api/key-holders', expected: adminOnly(200) },
  {
    call: 'POST /api/key-holders',
    path: () => '/api/key-holders',
    body: () => ({ name: 'Post office box key' }),
    expected: adminOnly(201),
  },
  {
    call: 'PUT /api/key-holders/{id}',
    path: () => '/api/key-holders/paypal',
    body: () => ({ name: 'PayPal account owner', holder: 'Jo Treasurer', position: 'Treasurer', lastCheckedOn: '2026-05-15' }),
    expected: adminOnly(200),
  },
  { call: 'DELETE /api/key-holders/{id}', path: () => '/api/key-holders/paypal', expected: adminOnly(204) },
  { call: 'GET /api/analytics', path: () => '/api/analytics', expected: staff(200) },
  { call: 'GET /api/analytics/daily', path: () => '/api/analytics/daily', expected: staff(200) },
  { call: 'GET /api/publish-status', path: () => '/api/publish-status', expected: staff(200) },
  {
    call: 'POST /api/analytics/track',
    path: () => '/api/analytics/track',
    body: () => ({ type: 'page', path: '/vision', title: 'Vision' }),
    expected: everyone(204),
  },
  // The site's content (docs/content.md): staff read it, Admin and Super change it.
  { call: 'GET /api/site-settings', path: () => '/api/site-settings', expected: staff(200) },
  // The names alone, for the sign-in screen's header: public facts, on every public page too.
  { call: 'GET /api/site-settings/names', path: () => '/api/site-settings/names', expected: everyone(200) },
  {
    call: 'PUT /api/site-settings',
    path: () => '/api/site-settings',
    body: () => ({ email: 'office@example.org' }),
    expected: editors(200),
  },
  { call: 'GET /api/executive', path: () => '/api/executive', expected: staff(200) },
  {
    call: 'PUT /api/executive',
    path: () => '/api/executive',
    body: () => ({ ...SEED_CONTENT.executive, confirmedOn: '2026-05-14' }),
    expected: editors(200),
  },
  ...contentItemRows('/api/calendar-events', 'seed-event-1', {
    title: 'Monthly Community Meeting',
    date: '2026-12-15',
    time: '19:00',
    location: 'Community Hall',
    type: 'Meeting',
    description: 'Everyone is welcome.',
    repeat: 'FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630',
  }),
  ...contentItemRows('/api/content/business-directory', 'seed-business-1', {
    name: 'Sample Bakery',
    category: 'Food & Drink',
    description: 'Bread and pastries.',
  }),
  ...contentItemRows('/api/content/community-links', 'seed-link-1', {
    category: 'Municipal Services',
    name: 'Permits',
    url: 'https://example.org/permits',
    description: 'Building permits.',
  }),
  ...contentItemRows('/api/content/volunteer-needs', 'seed-need-1', {
    area: 'Newsletter',
    description: 'Write the spring newsletter.',
    urgency: 'low',
  }),
  { call: 'GET /api/site-files', path: () => '/api/site-files', expected: staff(200) },
  {
    call: 'PUT /api/site-files/{slot}',
    path: () => '/api/site-files/heroSlide1',
    body: () => ({ alt: 'Neighbours on the river trail' }),
    expected: editors(200),
  },
  // The register of members: personal data, Admin and Super only; the counts for every staff role.
  { call: 'GET /api/members', path: () => '/api/members?year=2026&status=lapsed', expected: editors(200) },
  {
    call: 'POST /api/members/search',
    path: () => '/api/members/search',
    body: () => ({ year: '2026', status: 'lapsed', q: 'cedar' }),
    expected: editors(200),
  },
  { call: 'POST /api/members', path: () => '/api/members', body: () => memberInput(), expected: editors(201) },
  { call: 'PUT /api/members/{id}', path: (f) => `/api/members/${f.memberId}`, body: () => memberInput(), expected: editors(200) },
  { call: 'DELETE /api/members/{id}', path: (f) => `/api/members/${f.memberId}`, expected: editors(204) },
  {
    call: 'POST /api/members/{id}/payments',
    path: (f) => `/api/members/${f.memberId}/payments`,
    body: () => paymentInput(),
    expected: editors(201),
  },
  {
    call: 'DELETE /api/members/{id}/payments/{paymentId}',
    path: (f) => `/api/members/${f.memberId}/payments/${f.paymentId}`,
    expected: editors(204),
  },
  {
    call: 'POST /api/members/import-payments (preview)',
    path: () => '/api/members/import-payments?dryRun=true',
    csv: () => paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]),
    expected: editors(200),
  },
  {
    call: 'POST /api/members/import-payments (import)',
    path: () => '/api/members/import-payments?dryRun=false',
    csv: () => paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]),
    expected: editors(200),
  },
  { call: 'GET /api/members/summary', path: () => '/api/members/summary?date=2026-05-15', expected: staff(200) },
  { call: 'GET /api/members/voters', path: () => '/api/members/voters?date=2026-05-15', expected: editors(200) },
  // Mail (docs/mail.md): Admin and Super compose and send; Read Only sees counts and states.
  {
    call: 'POST /api/mail/audience',
    path: () => '/api/mail/audience',
    body: () => ({ topic: 'announcements', audience: 'topic' }),
    expected: staff(200),
  },
  { call: 'POST /api/mail/preview', path: () => '/api/mail/preview', body: () => composed, expected: editors(200) },
  {
    call: "POST /api/mail/test, to the caller's own recovery e-mail",
    path: () => '/api/mail/test',
    body: () => ({ ...composed, audience: undefined }),
    setup: async () => {
      for (const role of ['Read Only', 'Super', 'Admin'] as const)
        await giveRecoveryEmail(signedInAs(role).user.id, `${role.replace(' ', '-').toLowerCase()}@example.org`);
    },
    expected: editors(201),
  },
  { call: 'POST /api/mail/sends', path: () => '/api/mail/sends', body: () => composed, expected: editors(201) },
  { call: 'GET /api/mail/sends', path: () => '/api/mail/sends', expected: staff(200) },
  { call: 'GET /api/mail/sends/{id}', path: (f) => `/api/mail/sends/${f.sendId}`, expected: editors(200) },
  { call: 'POST /api/mail/sends/{id}/retry', path: (f) => `/api/mail/sends/${f.sendId}/retry`, expected: editors(200) },
  { call: 'GET /api/mail/log', path: () => '/api/mail/log?state=sent', expected: staff(200) },
  { call: 'GET /api/mail/form-mail', path: () => '/api/mail/form-mail', expected: staff(200) },
  {
    call: 'POST /api/mail/log/search (search by address)',
    path: () => '/api/mail/log/search',
    body: () => ({ q: 'ann' }),
    expected: editors(200),
  },
  { call: 'GET /api/mail/settings', path: () => '/api/mail/settings', expected: staff(200) },
  {
    call: 'PUT /api/mail/settings',
    path: () => '/api/mail/settings',
    body: () => ({ noticePeriod: { minDays: 14, maxDays: 60 } }),
    expected: editors(200),
  },
  { call: 'GET /api/mail/notices/window', path: () => `/api/mail/notices/window?meetingDate=${meetingDate()}`, expected: staff(200) },
  { call: 'POST /api/mail/notices/preview', path: () => '/api/mail/notices/preview', body: () => generalMeeting(), expected: editors(200) },
  { call: 'POST /api/mail/notices', path: () => '/api/mail/notices', body: () => generalMeeting(), expected: editors(201) },
  { call: 'GET /api/mail/renewal-reminders/{year}', path: () => '/api/mail/renewal-reminders/2026', expected: staff(200) },
  {
    call: 'PUT /api/mail/renewal-reminders/{year}',
    path: () => '/api/mail/renewal-reminders/2026',
    body: () => ({ reminders: [{ id: 'agm', date: '2026-05-15', subject: 'Time to renew', body: 'Renew for $10.' }] }),
    expected: editors(200),
  },
  { call: 'GET /api/mail/suppressions', path: () => '/api/mail/suppressions', expected: editors(200) },
  {
    call: 'POST /api/mail/suppressions',
    path: () => '/api/mail/suppressions',
    body: () => ({ email: 'gone@example.org', reason: 'Bounced' }),
    expected: editors(201),
  },
  { call: 'DELETE /api/mail/suppressions/{id}', path: (f) => `/api/mail/suppressions/${f.suppressionId}`, expected: editors(204) },
  // The pages behind the links in every bulk message: anyone with a valid link.
  { call: 'GET /mail/unsubscribe/{token}', path: (f) => `/mail/unsubscribe/${f.mailToken}`, expected: everyone(200) },
  { call: 'POST /mail/unsubscribe/{token}', path: (f) => `/mail/unsubscribe/${f.mailToken}`, expected: everyone(200) },
  // Joining online: the public form, PayPal's return and its webhook, the same for anyone (a
  // sign-in changes nothing); these bodies are refused, what a valid one does is tests/api/joins.test.ts.
  { call: 'GET /api/joins', path: () => '/api/joins', expected: editors(200) },
  { call: 'GET /api/joins/status', path: () => '/api/joins/status', expected: editors(200) },
  { call: 'GET /api/joins/settings', path: () => '/api/joins/settings', expected: editors(200) },
  {
    // Where the money goes: an Admin's call only (contract/src/roles.ts, editJoinSettings).
    call: 'PUT /api/joins/settings',
    path: () => '/api/joins/settings',
    body: () => ({ fee: { currency_code: 'CAD', value: '12.00' }, eTransferAddress: 'treasurer@example.org', pendingJoinDays: 21 }),
    expected: adminOnly(200),
  },
  {
    call: 'POST /api/joins/{reference}/received (unknown)',
    path: () => '/api/joins/R-2026-ZZZZ/received',
    body: () => ({ method: 'cash', date: todayInVancouver() }),
    expected: editors(404),
  },
  { call: 'POST /membership/join (no form)', path: () => '/membership/join', body: () => ({}), expected: everyone(400) },
  { call: 'GET /membership/paid (no order)', path: () => '/membership/paid', expected: everyone(400) },
  { call: 'GET /membership/renew/{token} (not valid)', path: () => '/membership/renew/not-a-token', expected: everyone(404) },
  // My membership (docs/decisions/022): a staff token is no member session. The sign-in form
  // shows to anyone; a member's own page, form or data is for a member session alone.
  { call: 'GET /my-membership (the sign-in form)', path: () => '/my-membership', expected: everyone(200) },
  {
    call: 'POST /my-membership/details',
    path: () => '/my-membership/details',
    form: () => 'firstName=Staff&lastName=Member&address=1%20Main&email=staff%40example.org',
    expected: everyone(401),
  },
  { call: 'GET /my-membership/data.json', path: () => '/my-membership/data.json', expected: everyone(401) },
  // One member's history in the audit log, as the register's History link opens it.
  { call: 'GET /api/audit (one member)', path: (f) => `/api/audit?itemType=member&itemId=${f.memberId}`, expected: editors(200) },
  {
    call: 'POST /api/paypal/webhook (unsigned)',
    path: () => '/api/paypal/webhook',
    body: () => ({ id: 'WH-1', event_type: 'X', resource: {} }),
    expected: everyone(400),
  },
  // Subscriptions to development updates: the public form and its confirmation link for anyone;
  // the counts for staff, the list with each consent for Admin and Super (docs/decisions/018).
  {
    call: 'POST /mail/subscribe',
    path: () => '/mail/subscribe',
    form: () => 'email=new%40example.org&frequency=every&source=%2F',
    expected: everyone(200),
  },
  { call: 'GET /mail/confirm/{token}', path: (f) => `/mail/confirm/${f.confirmToken}`, expected: everyone(200) },
  { call: 'POST /mail/confirm/{token}', path: (f) => `/mail/confirm/${f.confirmToken}`, form: () => '', expected: everyone(200) },
  { call: 'GET /api/subscribers/summary', path: () => '/api/subscribers/summary', expected: staff(200) },
  { call: 'GET /api/subscribers', path: () => '/api/subscribers', expected: editors(200) },
  // The inbox (docs/inbox.md): Admin and Super work it; every staff role reads states and counts.
  { call: 'GET /api/inbox', path: () => '/api/inbox', expected: staff(200) },
  {
    call: 'POST /api/inbox/search (a search of who wrote)',
    path: () => '/api/inbox/search',
    body: () => ({ q: 'bakery' }),
    expected: editors(200),
  },
  { call: 'GET /api/inbox/summary', path: () => '/api/inbox/summary', expected: staff(200) },
  { call: 'GET /api/inbox/settings', path: () => '/api/inbox/settings', expected: staff(200) },
  { call: 'PUT /api/inbox/settings', path: () => '/api/inbox/settings', body: () => DEFAULT_INBOX_SETTINGS, expected: adminOnly(200) },
  { call: 'GET /api/inbox/{id}', path: (f) => `/api/inbox/${f.inboxId}`, expected: editors(200) },
  { call: 'GET /api/inbox/{id}/photo (none)', path: (f) => `/api/inbox/${f.inboxId}/photo`, expected: editors(404) },
  {
    call: 'POST /api/inbox/{id}/assign',
    path: (f) => `/api/inbox/${f.inboxId}/assign`,
    body: () => ({ position: 'Secretary' }),
    expected: editors(200),
  },
  {
    call: 'POST /api/inbox/{id}/notes',
    path: (f) => `/api/inbox/${f.inboxId}/notes`,
    body: () => ({ body: 'Called them.' }),
    expected: editors(201),
  },
  {
    call: 'POST /api/inbox/{id}/replies',
    path: (f) => `/api/inbox/${f.inboxId}/replies`,
    body: () => ({ body: 'Thank you.' }),
    expected: editors(201),
  },
  {
    call: 'POST /api/inbox/{id}/received',
    path: (f) => `/api/inbox/${f.inboxId}/received`,
    body: () => ({ body: 'Thanks!' }),
    expected: editors(201),
  },
  {
    call: 'POST /api/inbox/{id}/status',
    path: (f) => `/api/inbox/${f.inboxId}/status`,
    body: () => ({ status: 'waiting' }),
    expected: editors(200),
  },
  {
    call: 'POST /api/inbox/{id}/close',
    path: (f) => `/api/inbox/${f.inboxId}/close`,
    body: () => ({ outcome: 'answered' }),
    expected: editors(200),
  },
  // Not closed: the editors' call is refused too, and changes nothing.
  { call: 'POST /api/inbox/{id}/reopen (open)', path: (f) => `/api/inbox/${f.inboxId}/reopen`, expected: editors(409) },
  { call: 'POST /api/inbox/{id}/accept', path: (f) => `/api/inbox/${f.inboxId}/accept`, expected: editors(200) },
  // Sign-up to events (docs/signups.md): counts for every staff role, the people and every change for Admin and Super.
  { call: 'GET /api/signups/events', path: () => '/api/signups/events', expected: staff(200) },
  {
    call: 'PUT /api/signups/events/{id}',
    path: () => `/api/signups/events/${WORK_PARTY}`,
    body: () => signupSettings(),
    expected: editors(200),
  },
  { call: 'DELETE /api/signups/events/{id}', path: () => `/api/signups/events/${WORK_PARTY}`, expected: editors(200) },
  { call: 'GET /api/signups/events/{id}/dates', path: () => `/api/signups/events/${WORK_PARTY}/dates`, expected: staff(200) },
  { call: 'GET /api/signups/events/{id}/dates/{date}', path: () => workPartyDate(), expected: staff(200) },
  {
    call: 'PUT /api/signups/events/{id}/dates/{date}',
    path: () => workPartyDate(),
    body: () => ({ closed: true, capacity: null }),
    expected: editors(200),
  },
  {
    call: 'POST /api/signups/events/{id}/dates/{date}/changes',
    path: () => `${workPartyDate()}/changes`,
    body: () => ({ action: 'rain-date', date: addDays(workPartyKey(), 1), time: '10:00' }),
    expected: editors(200),
  },
  { call: 'GET /api/signups/events/{id}/dates/{date}/people', path: () => `${workPartyDate()}/people`, expected: editors(200) },
  {
    call: 'POST /api/signups/events/{id}/dates/{date}/message',
    path: () => `${workPartyDate()}/message`,
    body: () => ({ subject: 'Bring gloves', body: 'Please bring gloves.', audience: 'coming' }),
    expected: editors(201),
  },
  {
    call: 'PUT /api/signups/{id}/check-in',
    path: (f) => `/api/signups/${f.signupId}/check-in`,
    body: () => ({ attended: true }),
    expected: editors(204),
  },
  { call: 'POST /api/signups/{id}/cancel', path: (f) => `/api/signups/${f.signupId}/cancel`, body: () => ({}), expected: editors(204) },
  {
    call: 'POST /signup/request',
    path: () => '/signup/request',
    form: () =>
      new URLSearchParams({ event: WORK_PARTY, date: workPartyKey(), name: 'Ann', email: 'ann@example.org', party: '1' }).toString(),
    expected: everyone(200),
  },
  { call: 'GET /signup/{token}', path: (f) => `/signup/${f.signupToken}`, expected: everyone(200) },
  { call: 'POST /signup/{token}/cancel', path: (f) => `/signup/${f.signupToken}/cancel`, form: () => '', expected: everyone(200) },
  // Consultations (docs/consultations.md): Read Only sees the windows and the counts, never a comment.
  { call: 'GET /api/consultations', path: () => '/api/consultations', expected: staff(200) },
  {
    call: 'PUT /api/consultations/settings',
    path: () => '/api/consultations/settings',
    body: () => ({ recipients: [{ id: 'planning', name: 'Planning', email: 'planning@example.org' }], retentionDaysAfterDecision: 90 }),
    expected: editors(200),
  },
  {
    call: 'PUT /api/consultations/{id}/window',
    path: (f) => `/api/consultations/${f.developmentId}/window`,
    body: () => ({
      opensOn: todayInVancouver(),
      closesOn: todayInVancouver(),
      municipalityDeadline: todayInVancouver(),
      recipientIds: ['planning'],
    }),
    expected: editors(200),
  },
  { call: 'GET /api/consultations/{id}/tallies', path: (f) => `/api/consultations/${f.developmentId}/tallies`, expected: staff(200) },
  { call: 'GET /api/consultations/{id}/comments', path: (f) => `/api/consultations/${f.developmentId}/comments`, expected: editors(200) },
  {
    call: 'POST /api/consultations/{id}/send (no window yet)',
    path: (f) => `/api/consultations/${f.developmentId}/send`,
    body: () => ({ confirm: true }),
    expected: editors(404),
  },
];

/**
 * The seed's weekly work party, which takes sign-ups (contract/src/content/seed.ts), and its next
 * date after today: today's has started once its hour passes, and sign-up ends when a date starts.
 */
const WORK_PARTY = 'seed-event-4';
const workPartyKey = () =>
  nextDates(
    SEED_CONTENT.calendarEvents.find((e) => e.id === WORK_PARTY)!,
    1,
    addDays(todayInVancouver(), 1),
  )[0];
const workPartyDate = () => `/api/signups/events/${WORK_PARTY}/dates/${workPartyKey()}`;

const composed = { topic: 'announcements', audience: 'topic', subject: 'News', body: 'Hello {firstName}.' };
/** A meeting 21 days from today: inside the default notice window. */
const meetingDate = () => {
  const [y, m, d] = todayInVancouver().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 21)).toISOString().slice(0, 10);
};
const generalMeeting = () => ({
  meetingKind: 'annual',
  meetingDate: meetingDate(),
  meetingTime: '19:00',
  place: 'Community Hall',
  agenda: 'Reports',
});

/** GET, POST, PUT and DELETE of one collection of content items, against one of its seeded items. */
function contentItemRows(base: string, seededId: string, item: Record<string, string>): Row[] {
  return [
    { call: `GET ${base}`, path: () => base, expected: staff(200) },
    { call: `POST ${base}`, path: () => base, body: () => item, expected: editors(201) },
    { call: `PUT ${base}/{id}`, path: () => `${base}/${seededId}`, body: () => item, expected: editors(200) },
    { call: `DELETE ${base}/{id}`, path: () => `${base}/${seededId}`, expected: editors(204) },
  ];
}

let fixture: Fixture;
let target: { id: string; username: string };
let otherAdminId: string;
let outgoingTreasurerId: string;

/** The signed-in Admin and the other Admin, both active: a recovery e-mail and a sign-in this year. */
async function twoActiveAdmins() {
  await giveRecoveryEmail(signedInAs('Admin').user.id, 'webmaster@example.org');
  await giveRecoveryEmail(otherAdminId, 'president@example.org');
}

// Signing in costs scrypt and a token exchange, so the staff sign in once; the fixture is stored
// once too. Each test then starts from the database as it was then (the seed content, those users,
// the ones a test acts on and the fixture), put back by apiTestFile: the ID tokens stay valid, and
// what a test changed or deleted is as it was before it.
const { api, signedInAs } = apiTestFile({
  roles: ['Read Only', 'Super', 'Admin'],
  alsoKeep: async () => {
    const readOnly = await createStaffUser('Read Only');
    target = { id: readOnly.user.id, username: readOnly.username };
    otherAdminId = (await createStaffUser('Admin')).user.id;
    outgoingTreasurerId = (await createStaffUser('Super', { position: 'Treasurer' })).user.id;
    // The Read Only user is the incoming treasurer of the handover below, signed in and with a recovery e-mail.
    await giveRecoveryEmail(target.id, 'reader@example.org');
    fixture = await storeFixture();
  },
});
const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : signedInAs(caller).token);

/** The items the rows act on: one of each kind, with the codes of the links that reach them. */
async function storeFixture(): Promise<Fixture> {
  const member = await storeMember({}, [{ method: 'cash' }]);
  const send = await db.collection(COLLECTIONS.mailSends).add({
    kind: 'test',
    lane: 'transactional',
    topic: null,
    audience: null,
    subject: 'A test',
    text: 'Hello.',
    html: '<p>Hello.</p>',
    hash: '0'.repeat(64),
    createdAt: Timestamp.now(),
    createdBy: { id: 'someone', username: 'someone' },
    recipients: 0,
  });
  const suppression = await db
    .collection(COLLECTIONS.mailSuppressions)
    .add({ email: 'old@example.org', reason: 'Bounced', source: 'staff', createdAt: Timestamp.now() });
  const nonce = 'role-matrix-nonce-0001';
  await db
    .collection(COLLECTIONS.subscribers)
    .doc('s-role-matrix')
    .set({
      email: 'pending@example.org',
      status: 'pending',
      frequency: 'every',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      confirmedAt: null,
      unsubscribedAt: null,
      consent: null,
      consentHistory: [],
      mailTopics: {},
      request: { frequency: 'every', sourcePage: '/', wording: 'I agree.', requestedAt: Timestamp.now(), nonce },
    });
  return {
    confirmToken: makeConfirmToken({ subscriberId: 's-role-matrix', nonce }),
    sendId: send.id,
    suppressionId: suppression.id,
    mailToken: makeToken({ recipient: `members/${member.id}`, scope: 'announcements' }),
    memberId: member.id,
    paymentId: member.paymentIds[0],
    developmentId: await storeDevelopment(),
    eventId: await storeEvent(),
    readOnlyUserId: target.id,
    adminUserId: otherAdminId,
    readOnlyUsername: target.username,
    resetToken: await resetLinkOf(target.id),
    ...(await invitationWithLink({ email: 'invited@example.org', firstName: 'Invited', lastName: 'Person', role: 'Read Only' }).then(
      ({ id, token }) => ({ invitationId: id, invitationToken: token }),
    )),
    recoveryEmailToken: await recoveryEmailLinkOf(otherAdminId, 'new.president@example.org'),
    recoveryEmailUndoToken: await recoveryEmailUndoLinkOf(target.id, 'new.reader@example.org'),
    // A handover from the Super treasurer to the Read Only user, with the position already theirs.
    handoverId: await handoverOfTreasurer(),
    inboxId: (
      await createInboxItem(
        {
          kind: 'listing',
          // A position no fixture account holds: no notice is queued, which a later row would see delivered.
          position: 'Development Review',
          sender: { name: 'Bo Baker', email: 'bo@example.org' },
          message: 'Fresh bread.',
          fields: { businessName: 'Corner Bakery', category: 'Food', message: 'Fresh bread.' },
        },
        { acknowledge: false },
      )
    ).reference,
    ...(await storeConfirmedSignup(WORK_PARTY, workPartyKey()).then(({ id, nonce }) => ({
      signupId: id,
      signupToken: makeSignupToken({ signupId: id, nonce }),
    }))),
  };
}

async function handoverOfTreasurer() {
  await db.collection(COLLECTIONS.users).doc(target.id).update({ position: 'Treasurer' });
  const handover = await createHandover('system', {
    position: 'Treasurer',
    role: 'Read Only',
    outgoingUserId: outgoingTreasurerId,
    incomingUserId: target.id,
    email: '',
    firstName: '',
    lastName: '',
  });
  return handover.id;
}

let visitor = 0;

/**
 * The stored data, less what mail delivery changes by itself: a message an earlier row's setup
 * queued is sent in the background (the Functions emulator's task), and its lease and state may
 * land between a row's two snapshots. A refused call must still queue no message of its own.
 */
async function storedWithoutDelivery() {
  const snapshot = await snapshotData();
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([path]) => !path.startsWith(`${COLLECTIONS.outboxClaims}/`))
      .map(([path, data]) => [path, path.startsWith(`${COLLECTIONS.outbox}/`) ? 'a queued message' : data]),
  );
}

describe.each(ROWS)('$call', (row) => {
  it.each(CALLERS)('as %s', async (caller) => {
    await row.setup?.();
    const before = await storedWithoutDelivery();
    const method = row.call.split(' ')[0];
    const token = tokenOf(caller);
    const path = row.path(fixture, caller === 'anonymous' ? undefined : signedInAs(caller).user.id);
    // Each call from an address of its own, as Hosting's proxies forward it: the per-client limits
    // (the links e-mailed to staff, the join form) are tested by themselves, not by this table's length.
    const from = { 'X-Forwarded-For': `198.51.100.${++visitor % 250}, 130.211.0.1` };
    const raw = row.csv
      ? { rawBody: row.csv(), headers: { 'Content-Type': 'text/csv', ...from } }
      : row.form && { rawBody: row.form(), headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...from } };
    const res = raw
      ? await api.call(method, path, { ...raw, token })
      : await api.call(method, path, { body: row.body?.(fixture), token, headers: from });
    const expected = row.expected[caller];
    expect(res.status, res.text).toBe(expected);
    // A refusal (401, 403, the two-Admins rule's 409) says why and changes nothing.
    if (expected >= 400) {
      // The public pages' refusals (the join form, a renewal link) are pages that say why; the API's, JSON.
      if (res.headers.get('content-type')?.startsWith('text/html')) expect(res.text).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      else expect(res.json.message).toEqual(expect.any(String));
      expect(await storedWithoutDelivery()).toEqual(before);
    }
  });
});

describe('what each caller reads', () => {
  it('shows hidden event alerts to staff only', async () => {
    await storeEvent({ heading: 'Hidden one', isVisible: false });
    for (const caller of CALLERS) {
      const res = await api.call('GET', '/api/events', { token: tokenOf(caller) });
      const headings = res.json.map((e: { heading: string }) => e.heading);
      expect(headings.includes('Hidden one'), caller).toBe(caller !== 'anonymous');
    }
  });

  it('shows Read Only the subscribers to development updates as counts only, never an address', async () => {
    const readOnly = signedInAs('Read Only').token;
    const summary = await api.call('GET', '/api/subscribers/summary', { token: readOnly });
    expect(summary.json).toEqual({ confirmed: 0, every: 0, weekly: 0, pending: 1, unsubscribed: 0 });
    const list = await api.call('GET', '/api/subscribers', { token: readOnly });
    expect(list.status).toBe(403);
    expect(`${summary.text}${list.text}`).not.toContain('pending@example.org');
  });

  it('shows Read Only the register as counts only, never a name', async () => {
    await storeMember({ firstName: 'Priya', lastName: 'Sharma' });
    const readOnly = signedInAs('Read Only').token;
    const summary = await api.call('GET', '/api/members/summary', { token: readOnly });
    expect(Object.keys(summary.json).sort()).toEqual(['inGoodStanding', 'members', 'quorum', 'specialMeetingSupport']);
    expect(summary.text).not.toMatch(/Priya|Sharma/);
    for (const [method, path, body] of [
      ['GET', '/api/members'],
      ['GET', '/api/members/voters'],
      ['POST', '/api/members/search', { q: 'Priya' }],
    ] as const) {
      const res = await api.call(method, path, { token: readOnly, body });
      expect(res.status, path).toBe(403);
      expect(res.text).not.toMatch(/Priya|Sharma/);
    }
  });

  it('lets a Super see that an Admin exists but not delete anyone', async () => {
    const superUser = signedInAs('Super');
    const users = await api.call('GET', '/api/users', { token: superUser.token });
    expect(users.json.map((u: { role: Role }) => u.role)).toContain('Admin');
    expect(users.text).not.toMatch(/passwordHash|scrypt/);
  });
});
