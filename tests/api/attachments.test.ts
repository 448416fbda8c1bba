import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS, type Development, type UploadTarget } from '@roca/contract';
import { cleanupAbandonedUploads } from '../../functions/src/services/content';
import { objectStore } from '../../functions/src/storage/select-store';
import { apiTestFile } from '../support/api-test-file';
import { storeDevelopment } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { clearLocalStorage, testBytes, uploadFlow } from '../support/uploads';

const { api, signedInAs } = apiTestFile({ roles: ['Admin', 'Super', 'Read Only'] });
const flow = uploadFlow(api);
afterAll(() => clearLocalStorage());

describe('who may upload and attach', () => {
  const calls = [
    { name: 'POST /api/objects/upload', call: (_id: string, token?: string) => api.call('POST', '/api/objects/upload', { token }) },
    {
      name: 'PUT /api/developments/{id}/attachments',
      call: (id: string, token?: string) =>
        api.call('PUT', `/api/developments/${id}/attachments`, { token, body: { fileURL: `uploads/${randomUUID()}` } }),
    },
    {
      name: 'DELETE /api/developments/{id}/attachments',
      call: (id: string, token?: string) =>
        api.call('DELETE', `/api/developments/${id}/attachments`, { token, body: { attachmentPath: `uploads/${randomUUID()}` } }),
    },
  ];

  for (const { name, call } of calls) {
    it(`${name}: anonymous 401, Read Only 403`, async () => {
      const id = await storeDevelopment();
      const anonymous = await call(id);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual({ message: expect.any(String) });
      const { token } = signedInAs('Read Only');
      expect((await call(id, token)).status).toBe(403);
    });
  }

  it('the uploadURL works once, with its token only', async () => {
    const { token } = signedInAs('Admin');
    const target = await flow.requestUpload(token);
    const forged = { ...target, uploadURL: target.uploadURL.replace(/token=[^&]+/, 'token=forged') };
    expect((await flow.putBytes(forged, testBytes(5))).status).toBe(403);
    expect((await flow.putBytes(target, testBytes(5))).status).toBe(200);
    expect((await flow.putBytes(target, testBytes(6))).status).toBe(403);
    expect((await objectStore().stat(target.objectPath))?.size).toBe(5);
  });
});

describe('POST /api/objects/upload', () => {
  it('answers a server-generated object path and a short-lived URL, with an empty body', async () => {
    const { token } = signedInAs('Super');
    const res = await api.call('POST', '/api/objects/upload', { token });
    expect(res.status).toBe(200);
    const target = res.json as UploadTarget;
    expect(target).toEqual({
      uploadURL: expect.stringMatching(/^\/api\/objects\/upload\/[0-9a-f-]{36}\?token=/),
      objectPath: expect.stringMatching(/^uploads\/[0-9a-f-]{36}$/),
      method: 'PUT',
      headers: {},
      expiresAt: expect.any(String),
    });
    const minutesValid = (Date.parse(target.expiresAt) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(10);
    expect(minutesValid).toBeLessThanOrEqual(15);
  });
});

/** The name a browser saves a download under: filename* (RFC 5987) when given, else filename. */
function downloadName(disposition: string | null) {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  const plain = /filename=(?:"([^"]*)"|([^;]*))/.exec(disposition ?? '');
  return plain?.[1] ?? plain?.[2];
}

describe('file names', () => {
  const longName = `${'a'.repeat(400)}.pdf`;
  const cases = [
    { given: '../../etc/passwd', shown: 'passwd' },
    { given: 'reports/2025/site plan.pdf', shown: 'site plan.pdf' },
    { given: 'C:\\Users\\me\\notes.txt', shown: 'notes.txt' },
    { given: 'Plan d’urbanisme – été 2025 ✓.pdf', shown: 'Plan d’urbanisme – été 2025 ✓.pdf' },
    { given: 'tab\tand\nnewline.txt', shown: 'tabandnewline.txt' },
    { given: '..', shown: 'file' },
    { given: longName, shown: longName.slice(0, LIMITS.fileName) },
  ];

  for (const { given, shown } of cases) {
    it(`keeps ${JSON.stringify(given.length > 40 ? `${given.slice(0, 20)}... (${given.length} chars)` : given)} for display only`, async () => {
      const { token } = signedInAs('Admin');
      const id = await storeDevelopment();
      const bytes = testBytes(64);
      const dev = await flow.uploadAndAttach(token, id, bytes, given, 'text/plain');
      const [file] = dev.attachments;
      expect(file.fileName).toBe(shown);
      expect(file.path).toMatch(/^uploads\/[0-9a-f-]{36}$/);

      const download = await flow.download(file.url);
      expect(download.bytes).toEqual(bytes);
      expect(downloadName(download.headers.get('content-disposition'))).toBe(shown);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }
});

describe('PUT /api/developments/{id}/attachments refuses files that did not come through the flow', () => {
  it('a URL from elsewhere, an unknown object, or an upload not yet sent', async () => {
    const { token } = signedInAs('Admin');
    const id = await storeDevelopment();
    const notSent = await flow.requestUpload(token);
    for (const fileURL of ['https://evil.example/uploads/file.pdf', `uploads/${randomUUID()}`, '../../etc/passwd', notSent.uploadURL]) {
      const res = await flow.attach(token, id, { fileURL });
      expect(res.status, fileURL).toBe(400);
    }
    expect((await api.call('GET', '/api/developments')).json[0].attachments).toEqual([]);
  });

  it('a file already attached to another development', async () => {
    const { token } = signedInAs('Admin');
    const first = await storeDevelopment();
    const second = await storeDevelopment();
    const target = await flow.requestUpload(token, { fileName: 'shared.pdf' });
    await flow.putBytes(target, testBytes(10));
    expect((await flow.attach(token, first, { fileURL: target.uploadURL })).status).toBe(200);
    expect((await flow.attach(token, second, { fileURL: target.uploadURL })).status).toBe(400);
    expect((await flow.attach(token, first, { fileURL: target.objectPath })).status).toBe(400);
  });

  it("another staff member's upload", async () => {
    const alice = signedInAs('Admin');
    const bob = signedInAs('Super');
    const id = await storeDevelopment();
    const target = await flow.requestUpload(alice.token);
    await flow.putBytes(target, testBytes(10));
    expect((await flow.attach(bob.token, id, { fileURL: target.uploadURL })).status).toBe(400);
  });

  it('an unknown development is 404', async () => {
    const { token } = signedInAs('Admin');
    const target = await flow.requestUpload(token);
    await flow.putBytes(target, testBytes(10));
    expect((await flow.attach(token, 'no-such-development', { fileURL: target.uploadURL })).status).toBe(404);
  });
});

describe('uploads never attached', () => {
  it('are removed after 24 hours, with their bytes; newer ones stay', async () => {
    const { token } = signedInAs('Admin');
    const old = await flow.requestUpload(token);
    await flow.putBytes(old, testBytes(10));
    const recent = await flow.requestUpload(token);
    await flow.putBytes(recent, testBytes(10));
    const oldId = old.objectPath.split('/')[1];
    await db
      .collection(COLLECTIONS.pendingUploads)
      .doc(oldId)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000) });

    expect(await cleanupAbandonedUploads()).toBe(1);
    expect(await objectStore().stat(old.objectPath)).toBeNull();
    expect((await db.collection(COLLECTIONS.pendingUploads).doc(oldId).get()).exists).toBe(false);
    expect(await objectStore().stat(recent.objectPath)).not.toBeNull();
  });
});

describe('through Hosting and the Functions emulator (the local stack)', () => {
  const site = () => inject('siteUrl');

  it(`streams a ${LIMITS.attachmentMaxBytes}-byte upload sent without a Content-Type, and one with a Content-Type`, async () => {
    const { token } = signedInAs('Admin');
    const id = await storeDevelopment();
    const viaSite = async (body: unknown) => {
      const res = await fetch(`${site()}/api/objects/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as UploadTarget;
    };
    const big = await viaSite({ fileName: 'big.bin' });
    const put = await fetch(site() + big.uploadURL, { method: 'PUT', body: new Blob([testBytes(LIMITS.attachmentMaxBytes)]) });
    expect(put.status).toBe(200);

    const small = await viaSite({ fileName: 'small.csv', contentType: 'text/csv' });
    const bytes = testBytes(2048);
    const putSmall = await fetch(site() + small.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'text/csv' }, body: bytes });
    expect(putSmall.status).toBe(200);

    const attach = await fetch(`${site()}/api/developments/${id}/attachments`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileURL: small.uploadURL, fileName: 'small.csv' }),
    });
    const dev = (await attach.json()) as Development;
    expect(dev.attachments[0]).toMatchObject({ fileName: 'small.csv', contentType: 'text/csv', size: 2048 });
    const download = await fetch(site() + dev.attachments[0].url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect((await objectStore().stat(big.objectPath))?.size).toBe(LIMITS.attachmentMaxBytes);
  });
});
