import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@roca/contract/audit';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { runRenewalReminders } from '../../functions/src/services/mail';
import { apiTestFile } from '../support/api-test-file';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { storeMember, thisYear } from '../support/members';

/**
 * Mail changes are staff changes like any other (docs/requirements.md, Audit log): the notice
 * period, each year's renewal reminders, every send (a notice, a compose) and the addresses staff
 * suppress or clear each have their audit entry, written through the one staff-change path. A
 * job acts as a named part of the system, never as a made-up user.
 */
const { api, staff: admin } = apiTestFile();
smtpInboxForFile();
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });

async function entries(itemType: string): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/audit?itemType=${itemType}`);
  expect(res.status, res.text).toBe(200);
  return res.json.entries;
}

describe('the audit log records', () => {
  it('a change of the notice period, once: the same settings again change nothing', async () => {
    const period = { noticePeriod: { minDays: 21, maxDays: 60 } };
    expect((await call('PUT', '/api/mail/settings', period)).status).toBe(200);
    expect((await call('PUT', '/api/mail/settings', period)).status).toBe(200);
    const [entry, ...more] = await entries('mailSettings');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'create', itemLabel: 'Mail settings', actor: { id: admin.user.id }, after: period });
  });

  it("a year's renewal reminders, and the job that sends one as itself", async () => {
    const year = thisYear();
    await storeMember({ firstName: 'Due', email: 'due@example.org' }, [{ method: 'cash', year: year - 1, date: `${year - 1}-03-01` }]);
    const reminder = { id: 'agm', date: `${year}-01-01`, subject: 'Time to renew', body: 'Renew for $10.' };
    expect((await call('PUT', `/api/mail/renewal-reminders/${year}`, { reminders: [reminder] })).status).toBe(200);
    expect(await runRenewalReminders()).toEqual(['agm']);
    await settledMessages(`reminder-${year}-agm`);

    const [sent, saved] = await entries('renewalReminders');
    expect(saved).toMatchObject({ action: 'create', itemLabel: `Renewal reminders ${year}`, actor: { id: admin.user.id } });
    expect(sent).toMatchObject({ action: 'update', actor: null, system: 'renewal reminders', changedFields: ['reminders'] });
    const [send] = await entries('mailSend');
    expect(send).toMatchObject({
      action: 'create',
      itemId: `reminder-${year}-agm`,
      itemLabel: 'Time to renew',
      actor: null,
      system: 'renewal reminders',
    });
    // Not a made-up user: the send names the job, and no staff member.
    expect((await call('GET', `/api/mail/sends/reminder-${year}-agm`)).json.createdBy).toBe('renewal reminders');
  });

  it('a notice given, with what was sent and how many got it, never to whom', async () => {
    await storeMember({ firstName: 'Ann', email: 'ann@example.org' }, [{ method: 'cash' }]);
    await storeMember({ firstName: 'Bob', email: undefined }, [{ method: 'cash' }]);
    const notice = {
      meetingKind: 'annual',
      meetingDate: addDays(todayInVancouver(), 30),
      meetingTime: '19:00',
      place: 'Community Hall',
      agenda: 'Reports; elections',
    };
    const res = await call('POST', '/api/mail/notices', notice);
    expect(res.status, res.text).toBe(201);
    const [entry] = await entries('mailSend');
    expect(entry).toMatchObject({ action: 'create', itemId: res.json.id, actor: { id: admin.user.id } });
    expect(entry.itemLabel).toMatch(/^Notice of the annual general meeting/);
    expect(entry.after).toMatchObject({
      kind: 'notice',
      recipients: 1,
      notice: { byEmail: 1, byPost: 1, meeting: { place: 'Community Hall' } },
    });
    expect(JSON.stringify(entry)).not.toContain('ann@example.org');
  });

  it('an address suppressed by staff, and cleared', async () => {
    const added = await call('POST', '/api/mail/suppressions', { email: 'Bounce@Example.org', reason: 'The mailbox is full' });
    expect(added.status, added.text).toBe(201);
    expect((await call('DELETE', `/api/mail/suppressions/${added.json.id}`)).status).toBe(204);
    const [cleared, suppressed] = await entries('suppression');
    expect(suppressed).toMatchObject({
      action: 'create',
      itemId: added.json.id,
      itemLabel: 'bounce@example.org',
      actor: { id: admin.user.id },
    });
    expect(cleared).toMatchObject({ action: 'delete', itemId: added.json.id, actor: { id: admin.user.id }, after: null });
    expect((await call('DELETE', `/api/mail/suppressions/${added.json.id}`)).status).toBe(404);
    expect(await entries('suppression')).toHaveLength(2);
  });
});
