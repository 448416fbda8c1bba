import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import type { Member } from '@roca/contract/members';
import { loginAs } from '../support/auth';
import { COLLECTIONS, db } from '../support/db';
import {
  memberInput,
  paymentInput,
  paypalActivityCsv,
  paypalPayment,
  storeMember,
  thisYear,
  today,
  transactionId,
} from '../support/members';
import { captureFunctionLog } from '../support/function-log';
import { expectRefused } from '../support/snapshot';
import { apiTestFile } from '../support/api-test-file';

/**
 * The register of members through /api/members: what each call stores and answers, the
 * bad-input catalogue of every route (each refusal stores nothing), good standing, the AGM
 * figures, the audit log with its restores, and personal data kept out of the logs.
 */
const { api, staff: admin } = apiTestFile();

const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });
const stored = async (id: string) => (await db.collection(COLLECTIONS.members).doc(id).get()).data();
const claimOf = async (transaction: string) => (await db.collection(COLLECTIONS.paymentTransactions).doc(transaction).get()).data();

const text = (n: number) => 'x'.repeat(n);
const emailOf = (n: number) => `${'e'.repeat(n - '@example.org'.length)}@example.org`;
const phoneOf = (n: number) => '6'.repeat(n);
const tomorrow = () => {
  const [y, m, d] = today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

describe('bad input', () => {
  const memberLimits = [
    { field: 'firstName', max: LIMITS.memberNamePart, fill: text },
    { field: 'lastName', max: LIMITS.memberNamePart, fill: text },
    { field: 'email', max: LIMITS.email, fill: emailOf },
    { field: 'phone', max: LIMITS.phone, fill: phoneOf },
    { field: 'address', max: LIMITS.postalAddress, fill: text },
    { field: 'notes', max: LIMITS.memberNotes, fill: text },
  ];
  const memberBad: { field: string; value: unknown; why: string; path?: string }[] = [
    { field: 'firstName', value: '   ', why: 'only spaces' },
    { field: 'lastName', value: 7, why: 'a number' },
    { field: 'email', value: 'not-an-address', why: 'not an e-mail address' },
    { field: 'phone', value: 'call me', why: 'not a phone number' },
    { field: 'category', value: 'owner', why: 'not one of the three categories' },
    { field: 'isAdult', value: false, why: 'false (members are 16 or older)' },
    { field: 'isAdult', value: 'true', why: 'a string' },
    { field: 'joinedOn', value: '2025-02-30', why: 'not a real date' },
    { field: 'joinedOn', value: '05/01/2025', why: 'not yyyy-mm-dd' },
    { field: 'joinedOn', value: 'TOMORROW', why: 'in the future' },
    { field: 'consent', value: 'yes', why: 'not an object' },
    { field: 'consent.date', value: { given: true, source: 'Membership form' }, why: 'given without a date', path: 'consent' },
    { field: 'consent.source', value: { given: true, date: '2025-01-01' }, why: 'given without how', path: 'consent' },
    {
      field: 'consent.source',
      value: { given: true, date: '2025-01-01', source: text(LIMITS.consentSource + 1) },
      why: 'too long',
      path: 'consent',
    },
    { field: 'mailTopics', value: 'yes', why: 'not an object' },
    { field: 'mailTopics', value: { lottery: true }, why: 'naming a topic that does not exist' },
    { field: 'mailTopics.renewals', value: { renewals: 'yes' }, why: 'not true or false', path: 'mailTopics' },
    { field: 'mailTopics', value: { renewals: false, announcements: false }, why: 'no topic while consent is given' },
    { field: 'unexpected', value: 1, why: 'an unknown field' },
  ];
  const resolve = (value: unknown) => (value === 'TOMORROW' ? tomorrow() : value);

  const memberRoutes = [
    { name: 'POST /api/members', method: 'POST', path: () => '/api/members' },
    { name: 'PUT /api/members/{id}', method: 'PUT', path: (id: string) => `/api/members/${id}` },
  ];

  describe.each(memberRoutes)('$name', (route) => {
    let id: string;
    beforeEach(async () => {
      id = (await storeMember()).id;
    });
    const send = (body: unknown) => call(route.method, route.path(id), body);

    it('accepts the valid body and stores every field', async () => {
      const body = memberInput();
      const res = await send(body);
      expect(res.status, res.text).toBeLessThan(300);
      expect(res.json).toMatchObject({ ...body, payments: [], inGoodStanding: false, status: 'never-paid' });
    });

    it.each(['firstName', 'lastName', 'address', 'category', 'isAdult', 'joinedOn'])('refuses a body without %s', async (field) => {
      const body: Record<string, unknown> = memberInput();
      delete body[field];
      await expectRefused(() => send(body), 400, field);
    });

    it.each(memberLimits)('accepts $field at $max characters and refuses one more', async ({ field, max, fill }) => {
      const atMax = await send({ ...memberInput(), [field]: fill(max) });
      expect(atMax.status, atMax.text).toBeLessThan(300);
      expect((await stored(atMax.json.id))?.[field]).toBe(fill(max));
      await expectRefused(() => send({ ...memberInput(), [field]: fill(max + 1) }), 400, field);
    });

    it.each(memberBad)('refuses $field as $why', async ({ field, value, path }) => {
      await expectRefused(() => send({ ...memberInput(), [path ?? field]: resolve(value) }), 400, field);
    });

    it('refuses a topic ticked without consent recorded', async () => {
      const body = memberInput({ consent: { given: false }, mailTopics: { renewals: true } });
      await expectRefused(() => send(body), 400, 'consent');
    });

    it('refuses malformed JSON with 400', async () => {
      await expectRefused(() => api.call(route.method, route.path(id), { rawBody: '{"firstName": ', token: admin.token }), 400);
    });

    it('refuses a JSON body over 1 MB with 413', async () => {
      await expectRefused(() => send({ ...memberInput(), notes: text(LIMITS.jsonBodyBytes + 1) }), 413);
    });
  });

  describe('PUT and DELETE /api/members/{id}', () => {
    it('answer 404 for an unknown member and 400 for a malformed id', async () => {
      await expectRefused(() => call('PUT', '/api/members/no-such-member', memberInput()), 404);
      await expectRefused(() => call('DELETE', '/api/members/no-such-member'), 404);
      await expectRefused(() => call('PUT', '/api/members/bad%20id!', memberInput()), 400, 'id');
      await expectRefused(() => call('DELETE', '/api/members/bad%20id!'), 400, 'id');
    });
  });

  describe('POST /api/members/{id}/payments', () => {
    let id: string;
    beforeEach(async () => {
      id = (await storeMember()).id;
    });
    const send = (body: unknown) => call('POST', `/api/members/${id}/payments`, body);

    it('accepts the valid body', async () => {
      const res = await send(paymentInput({ reference: 'Cheque 204' }));
      expect(res.status, res.text).toBe(201);
    });

    it.each(['date', 'amount', 'method', 'year'])('refuses a body without %s', async (field) => {
      const body: Record<string, unknown> = paymentInput();
      delete body[field];
      await expectRefused(() => send(body), 400, field);
    });

    it(`accepts a reference of ${LIMITS.paymentReference} characters and refuses one more`, async () => {
      expect((await send(paymentInput({ reference: text(LIMITS.paymentReference) }))).status).toBe(201);
      await expectRefused(() => send(paymentInput({ reference: text(LIMITS.paymentReference + 1) })), 400, 'reference');
    });

    it.each([
      { field: 'amount', value: 0, why: 'zero' },
      { field: 'amount', value: -10, why: 'negative' },
      { field: 'amount', value: '10', why: 'a string' },
      { field: 'amount', value: 10.005, why: 'a fraction of a cent' },
      { field: 'amount', value: LIMITS.paymentMaxDollars + 1, why: 'above the maximum' },
      { field: 'method', value: 'bitcoin', why: 'not one of the five methods' },
      { field: 'year', value: 1999, why: 'before 2000' },
      { field: 'year', value: 2026.5, why: 'not a whole year' },
      { field: 'year', value: '2026', why: 'a string' },
      { field: 'date', value: '2026-13-01', why: 'not a real date' },
      { field: 'date', value: 'TOMORROW', why: 'in the future' },
      { field: 'unexpected', value: true, why: 'an unknown field' },
    ])('refuses $field as $why', async ({ field, value }) => {
      await expectRefused(() => send({ ...paymentInput(), [field]: value === 'TOMORROW' ? tomorrow() : value }), 400, field);
    });

    it('refuses a year two years away from the payment date', async () => {
      await expectRefused(() => send(paymentInput({ date: `${thisYear()}-01-05`, year: thisYear() - 2 })), 400, 'year');
    });

    it('refuses a PayPal reference that is not a transaction id', async () => {
      await expectRefused(() => send(paymentInput({ method: 'paypal', reference: 'paid online' })), 400, 'reference');
    });

    it('answers 404 for an unknown member', async () => {
      await expectRefused(() => call('POST', '/api/members/no-such-member/payments', paymentInput()), 404);
    });
  });

  describe('DELETE /api/members/{id}/payments/{paymentId}', () => {
    it('answers 404 for an unknown payment or member, and 400 for malformed ids', async () => {
      const member = await storeMember({}, [{}]);
      await expectRefused(() => call('DELETE', `/api/members/${member.id}/payments/no-such-payment`), 404);
      await expectRefused(() => call('DELETE', `/api/members/no-such-member/payments/${member.paymentIds[0]}`), 404);
      await expectRefused(() => call('DELETE', `/api/members/${member.id}/payments/bad%20id!`), 400, 'paymentId');
      await expectRefused(() => call('DELETE', `/api/members/bad%20id!/payments/${member.paymentIds[0]}`), 400, 'id');
    });
  });

  describe('queries', () => {
    it.each([
      ['/api/members?year=abc', 'year'],
      ['/api/members?year=1999', 'year'],
      ['/api/members?status=paid', 'status'],
      ['/api/members?q=zoe', 'q'],
      ['/api/members?sort=name', 'sort'],
      ['/api/members/summary?date=2026-02-30', 'date'],
      ['/api/members/summary?date=tomorrow', 'date'],
      ['/api/members/summary?year=2026', 'year'],
      ['/api/members/voters?date=15/05/2026', 'date'],
      ['/api/members/voters?date=2026-05-15&date=2026-05-16', 'date'],
    ])('refuses %s naming %s', async (path, field) => {
      await expectRefused(() => call('GET', path), 400, field);
    });
  });
});

describe('the register', () => {
  it('answers a new member with its id, no payments, and standing for this year', async () => {
    const body = memberInput({ email: 'Ann.Bell@Example.org' });
    const res = await call('POST', '/api/members', body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      ...body,
      email: 'ann.bell@example.org',
      id: expect.any(String),
      payments: [],
      inGoodStanding: false,
      status: 'never-paid',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('clears the optional fields a PUT leaves out, and keeps the payments', async () => {
    const member = await storeMember({}, [{ amount: 10 }]);
    const res = await call('PUT', `/api/members/${member.id}`, {
      firstName: 'Ann',
      lastName: 'Bell',
      address: '1 Elm St',
      category: 'business',
      isAdult: true,
      joinedOn: '2024-03-01',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: 'Ann', category: 'business', inGoodStanding: true, payments: [{ amount: 10 }] });
    for (const field of ['email', 'phone', 'consent', 'notes']) expect(res.json[field], field).toBeUndefined();
  });

  it('filters by status for a year, and searches name, e-mail and address', async () => {
    const year = thisYear();
    const paid = await storeMember({ firstName: 'Zoë', lastName: 'Adams', address: '12 Oak Street' }, [{ year, date: `${year}-01-05` }]);
    const lapsed = await storeMember({ firstName: 'Ben', lastName: 'Carter', email: 'ben@cedar.example' }, [
      { year: year - 1, date: `${year - 1}-03-01` },
    ]);
    const never = await storeMember({ firstName: 'Cleo', lastName: 'Baker', address: '3 Cedar Lane' });
    const names = async (query: string) => ((await call('GET', `/api/members${query}`)).json as Member[]).map((m) => m.id);

    expect(await names('')).toEqual([paid.id, never.id, lapsed.id]);
    expect(await names('?status=in-good-standing')).toEqual([paid.id]);
    expect(await names('?status=lapsed')).toEqual([lapsed.id]);
    expect(await names('?status=never-paid')).toEqual([never.id]);
    expect(await names(`?year=${year - 1}&status=in-good-standing`)).toEqual([lapsed.id]);
    expect(await names(`?year=${year - 1}&status=never-paid`)).toEqual([paid.id, never.id]);
    // A search names a person: it goes in a body, never in a URL that request logs keep.
    const found = async (q: string) => ((await call('POST', '/api/members/search', { q })).json as Member[]).map((m) => m.id);
    expect(await found('zoe')).toEqual([paid.id]);
    expect(await found('CEDAR')).toEqual([never.id, lapsed.id]);
    expect(await found('oak adams')).toEqual([paid.id]);
    expect((await call('POST', '/api/members/search', { year: year - 1, status: 'never-paid', q: 'cleo' })).json).toEqual([
      expect.objectContaining({ id: never.id }),
    ]);
    const tooLong = await call('POST', '/api/members/search', { q: text(LIMITS.memberSearch + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fieldErrors).toHaveProperty('q');
    const [first] = (await call('GET', `/api/members?year=${year - 1}`)).json as Member[];
    expect(first).toMatchObject({ id: paid.id, inGoodStanding: false, status: 'never-paid' });
  });

  it('deletes a member with its payments, and frees its PayPal transactions', async () => {
    const id = transactionId();
    const member = await storeMember({}, [{ method: 'paypal', reference: id }, { method: 'cash' }]);
    expect(await claimOf(id)).toEqual({ memberId: member.id, paymentId: member.paymentIds[0] });
    expect((await call('DELETE', `/api/members/${member.id}`)).status).toBe(204);
    expect(await stored(member.id)).toBeUndefined();
    expect(await claimOf(id)).toBeUndefined();
  });
});

describe('mail topics on the member form (docs/mail.md, "Consent")', () => {
  const choice = (given: boolean, date: string, source: string) => ({ given, date, source });

  it('records each ticked topic with the date and how, and a cleared one as not given', async () => {
    const res = await call(
      'POST',
      '/api/members',
      memberInput({
        consent: { given: true, date: '2026-01-05', source: 'Membership form' },
        mailTopics: { renewals: true, announcements: false },
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json.mailTopics).toEqual({
      renewals: choice(true, '2026-01-05', 'Membership form (recorded by staff)'),
      announcements: choice(false, today(), 'Not given (recorded by staff)'),
    });
    expect(res.json.consent).toEqual({ given: true, date: '2026-01-05', source: 'Membership form' });
  });

  it("changes only the topics whose box changed, keeping the member's own choices with their date and source", async () => {
    const ann = await storeMember({ consent: { given: true, date: '2025-03-01', source: 'Membership form' } });
    // Ann unsubscribed from announcements through a link (stored as the unsubscribe page does).
    const own = choice(false, '2026-01-10', 'Unsubscribe link in an e-mail');
    await db.collection(COLLECTIONS.members).doc(ann.id).update({ 'mailTopics.announcements': own });
    const { id, paymentIds: _payments, ...fields } = ann;

    // Unchanged boxes: renewals follows the register's consent, made explicit with its own date and source.
    const same = await call('PUT', `/api/members/${id}`, { ...fields, mailTopics: { renewals: true, announcements: false } });
    expect(same.json.mailTopics).toEqual({ renewals: choice(true, '2025-03-01', 'Membership form'), announcements: own });

    // Staff tick announcements again: a new consent, dated and sourced as entered.
    const consent = { given: true, date: today(), source: 'Asked at the AGM' };
    const ticked = await call('PUT', `/api/members/${id}`, { ...fields, consent, mailTopics: { renewals: true, announcements: true } });
    expect(ticked.json.mailTopics).toEqual({
      renewals: choice(true, '2025-03-01', 'Membership form'),
      announcements: choice(true, today(), 'Asked at the AGM (recorded by staff)'),
    });

    // Every box cleared: each a withdrawal of today, and the register's consent says not given.
    const cleared = await call('PUT', `/api/members/${id}`, {
      ...fields,
      consent: { given: false },
      mailTopics: { renewals: false, announcements: false },
    });
    expect(cleared.json.mailTopics).toEqual({
      renewals: choice(false, today(), 'Withdrawn (recorded by staff)'),
      announcements: choice(false, today(), 'Withdrawn (recorded by staff)'),
    });
    expect(cleared.json.consent).toEqual({ given: false });
  });
});

describe('payments', () => {
  it('records a payment, which puts the member in good standing for its year', async () => {
    const member = await storeMember();
    const res = await call('POST', `/api/members/${member.id}/payments`, paymentInput({ method: 'e-transfer', reference: 'CA1234' }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: member.id, inGoodStanding: true, status: 'in-good-standing' });
    expect(res.json.payments).toEqual([
      { id: expect.any(String), date: `${thisYear()}-01-05`, amount: 10, method: 'e-transfer', reference: 'CA1234', year: thisYear() },
    ]);
  });

  it('never records one PayPal transaction twice, even when two requests race', async () => {
    const [ann, ben] = [await storeMember(), await storeMember()];
    const id = transactionId();
    const body = paymentInput({ method: 'paypal', reference: id });
    const results = await Promise.all([
      call('POST', `/api/members/${ann.id}/payments`, body),
      call('POST', `/api/members/${ben.id}/payments`, body),
      call('POST', `/api/members/${ann.id}/payments`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const payments = [...((await stored(ann.id))?.payments ?? []), ...((await stored(ben.id))?.payments ?? [])];
    expect(payments.map((p: { reference: string }) => p.reference)).toEqual([id]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.json.message).toMatch(
      new RegExp(`^PayPal transaction ${id} is already recorded for (this|another) member; it is never counted twice$`),
    );
  });

  it('deletes a payment and frees its transaction id', async () => {
    const id = transactionId();
    const member = await storeMember({}, [{ method: 'paypal', reference: id }]);
    expect((await call('DELETE', `/api/members/${member.id}/payments/${member.paymentIds[0]}`)).status).toBe(204);
    expect((await stored(member.id))?.payments).toEqual([]);
    expect(await claimOf(id)).toBeUndefined();
    expect((await call('POST', `/api/members/${member.id}/payments`, paymentInput({ method: 'paypal', reference: id }))).status).toBe(201);
  });
});

describe('good standing on a day, the AGM figures and the voter list', () => {
  const agm = `${thisYear()}-05-15`;

  it('counts members, voting members, quorum and special-meeting support, 10% rounded up', async () => {
    const year = thisYear();
    // 21 members in good standing on the AGM day: quorum and support are 3 (2.1 rounded up).
    for (let i = 0; i < 21; i++) await storeMember({ joinedOn: `${year - 1}-02-01` }, [{ year, date: `${year}-02-01` }]);
    // Not voters on that day: lapsed, paid only after the AGM, never paid, paid for last year only.
    await storeMember({ joinedOn: `${year - 2}-01-01` }, [{ year: year - 1, date: `${year - 1}-01-01` }]);
    await storeMember({ joinedOn: `${year}-01-01` }, [{ year, date: `${year}-05-16` }]);
    await storeMember({ joinedOn: `${year}-01-01` });
    // Joined after the AGM: not a member on that day at all.
    await storeMember({ joinedOn: `${year}-06-01` });

    const summary = await call('GET', `/api/members/summary?date=${agm}`);
    expect(summary.json).toEqual({ members: 24, inGoodStanding: 21, quorum: 3, specialMeetingSupport: 3 });
    const voters = await call('GET', `/api/members/voters?date=${agm}`);
    expect(voters.json.date).toBe(agm);
    expect(voters.json.voters).toHaveLength(21);
    expect(voters.json.voters.every((m: Member) => m.inGoodStanding)).toBe(true);
  });

  it('counts exactly 10% without rounding up, and 0 for an empty register', async () => {
    expect((await call('GET', `/api/members/summary?date=${agm}`)).json).toEqual({
      members: 0,
      inGoodStanding: 0,
      quorum: 0,
      specialMeetingSupport: 0,
    });
    for (let i = 0; i < 30; i++) await storeMember({ joinedOn: `${thisYear()}-01-01` }, [{ date: `${thisYear()}-01-02` }]);
    expect((await call('GET', `/api/members/summary?date=${agm}`)).json).toEqual({
      members: 30,
      inGoodStanding: 30,
      quorum: 3,
      specialMeetingSupport: 3,
    });
  });

  it('defaults to today', async () => {
    await storeMember({ joinedOn: `${thisYear()}-01-01` }, [{ date: `${thisYear()}-01-01` }]);
    expect((await call('GET', '/api/members/summary')).json).toMatchObject({ members: 1, inGoodStanding: 1, quorum: 1 });
    expect((await call('GET', '/api/members/voters')).json.date).toBe(today());
  });
});

describe('the audit log', () => {
  const entries = async (itemId: string) =>
    (await call('GET', '/api/audit?itemType=member')).json.entries.filter((e: { itemId: string }) => e.itemId === itemId);

  it("records every change with before and after, labelled with the member's name", async () => {
    const created = (await call('POST', '/api/members', memberInput({ firstName: 'Ann', lastName: 'Bell' }))).json as Member;
    await call('PUT', `/api/members/${created.id}`, memberInput({ firstName: 'Anne', lastName: 'Bell' }));
    const paid = (await call('POST', `/api/members/${created.id}/payments`, paymentInput())).json as Member;
    await call('DELETE', `/api/members/${created.id}/payments/${paid.payments[0].id}`);
    await call('DELETE', `/api/members/${created.id}`);
    const log = await entries(created.id);
    expect(log.map((e: { action: string; itemLabel: string }) => [e.action, e.itemLabel])).toEqual([
      ['delete', 'Anne Bell'],
      ['delete-payment', 'Anne Bell'],
      ['add-payment', 'Anne Bell'],
      ['update', 'Anne Bell'],
      ['create', 'Ann Bell'],
    ]);
    expect(log[2].changedFields).toEqual(['payments']);
    expect(log[3]).toMatchObject({
      changedFields: expect.arrayContaining(['firstName']),
      before: { firstName: 'Ann' },
      after: { firstName: 'Anne' },
    });
  });

  it('lets an Admin restore a deleted member with its payments and transaction ids', async () => {
    const id = transactionId();
    const member = await storeMember({ firstName: 'Ann', lastName: 'Bell' }, [{ method: 'paypal', reference: id }, { method: 'cash' }]);
    const before = await stored(member.id);
    await call('DELETE', `/api/members/${member.id}`);
    const [deletion] = await entries(member.id);
    const restored = await call('POST', `/api/audit/${deletion.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toEqual({ itemType: 'member', itemId: member.id, droppedAttachments: [] });
    expect(await stored(member.id)).toEqual(before);
    expect(await claimOf(id)).toEqual({ memberId: member.id, paymentId: member.paymentIds[0] });
    await expectRefused(() => call('POST', `/api/audit/${deletion.id}/restore`), 409);
  });

  it('refuses to restore a member whose PayPal transaction was recorded again since', async () => {
    const id = transactionId();
    const member = await storeMember({}, [{ method: 'paypal', reference: id }]);
    await call('DELETE', `/api/members/${member.id}`);
    const other = await storeMember();
    await call('POST', `/api/members/${other.id}/payments`, paymentInput({ method: 'paypal', reference: id }));
    const [deletion] = await entries(member.id);
    await expectRefused(() => call('POST', `/api/audit/${deletion.id}/restore`), 409);
  });

  it('lets an Admin restore a deleted payment into the member as it is now', async () => {
    const id = transactionId();
    const member = await storeMember({ firstName: 'Ann' }, [{ method: 'paypal', reference: id }]);
    await call('DELETE', `/api/members/${member.id}/payments/${member.paymentIds[0]}`);
    await call('PUT', `/api/members/${member.id}`, memberInput({ firstName: 'Anne' }));
    const deletion = (await entries(member.id)).find((e: { action: string }) => e.action === 'delete-payment');
    const restored = await call('POST', `/api/audit/${deletion.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    const now = await stored(member.id);
    expect(now).toMatchObject({ firstName: 'Anne', payments: [{ id: member.paymentIds[0], reference: id }] });
    expect(await claimOf(id)).toEqual({ memberId: member.id, paymentId: member.paymentIds[0] });
    await expectRefused(() => call('POST', `/api/audit/${deletion.id}/restore`), 409);
  });

  it('refuses to restore a payment of a deleted member until the member is back', async () => {
    const member = await storeMember({}, [{ method: 'cash' }]);
    await call('DELETE', `/api/members/${member.id}/payments/${member.paymentIds[0]}`);
    await call('DELETE', `/api/members/${member.id}`);
    const deletion = (await entries(member.id)).find((e: { action: string }) => e.action === 'delete-payment');
    await expectRefused(() => call('POST', `/api/audit/${deletion.id}/restore`), 409);
  });

  it('does not let a Super restore', async () => {
    const member = await storeMember();
    await call('DELETE', `/api/members/${member.id}`);
    const [deletion] = await entries(member.id);
    const superUser = await loginAs(api, 'Super');
    const res = await api.call('POST', `/api/audit/${deletion.id}/restore`, { token: superUser.token });
    expect(res.status).toBe(403);
  });
});

describe('personal data in the logs', () => {
  const functionLog = captureFunctionLog();

  it('never reach the function log: names, e-mails, addresses, phones and transaction ids stay out', async () => {
    const id = transactionId();
    const body = memberInput({
      firstName: 'Quentin',
      lastName: 'Zebulon',
      email: 'quentin.z@example.org',
      phone: '250 555 0199',
      address: '77 Juniper Way',
    });
    const created = (await call('POST', '/api/members', body)).json as Member;
    await call('PUT', `/api/members/${created.id}`, { ...body, notes: 'Prefers phone calls' });
    await call('POST', `/api/members/${created.id}/payments`, paymentInput({ method: 'paypal', reference: id }));
    const csv = paypalActivityCsv([
      paypalPayment({ payerName: 'Xavier Yarrow', payerEmail: 'xavier@example.org', memberName: 'Xavier Yarrow' }),
    ]);
    await api.call('POST', '/api/members/import-payments?dryRun=false', {
      rawBody: csv,
      token: admin.token,
      headers: { 'Content-Type': 'text/csv' },
    });
    await call('DELETE', `/api/members/${created.id}`);
    const log = functionLog.text();
    expect(log).toContain('staff change');
    for (const secret of ['Quentin', 'Zebulon', 'quentin.z', '555 0199', 'Juniper', 'Prefers', 'Xavier', 'Yarrow', id]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
