import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, type Development } from '@roca/contract';
import { reloadConfig } from '../../functions/src/config';
import { objectStore } from '../../functions/src/storage/select-store';
import { startApi, type TestApi } from '../support/api';
import { loginAs } from '../support/auth';
import { storeDevelopment } from '../support/builders';
import { clearDatabase } from '../support/db';
import { clearLocalStorage, testBytes, uploadFlow } from '../support/uploads';

/**
 * One suite, run against each object store (docs/requirements.md, Uploads). The Cloud Storage run needs a
 * Storage emulator; where none answers it is reported as skipped with the reason.
 */
const storageEmulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const storageEmulatorUp = storageEmulatorHost
  ? await fetch(`http://${storageEmulatorHost}/`).then(
      () => true,
      () => false,
    )
  : false;
if (!storageEmulatorUp) {
  console.warn(
    `Skipping the Cloud Storage store tests: ${
      storageEmulatorHost ? `no Storage emulator answers at ${storageEmulatorHost}` : 'FIREBASE_STORAGE_EMULATOR_HOST is not set'
    } (the official Storage emulator cannot run on this machine; see docs/storage.md).`,
  );
}

const stores = [
  { name: 'local-disk store', kind: 'local-disk', enabled: true, emulatorHost: undefined },
  { name: 'Cloud Storage store (Storage emulator)', kind: 'cloud-storage', enabled: storageEmulatorUp, emulatorHost: storageEmulatorHost },
] as const;

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  await clearLocalStorage();
});
beforeEach(() => clearDatabase());

for (const store of stores) {
  describe.skipIf(!store.enabled)(store.name, () => {
    const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    beforeAll(() => {
      // The API picks its store from its configuration (functions/src/storage/select-store.ts).
      if (store.emulatorHost) process.env.FIREBASE_STORAGE_EMULATOR_HOST = store.emulatorHost;
      else delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
      reloadConfig();
      expect(objectStore().kind).toBe(store.kind);
    });
    afterAll(() => {
      if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
      else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved;
      reloadConfig();
    });

    const flow = () => uploadFlow(api);

    it('stores an upload, lists it on the development and lets an anonymous visitor download the same bytes', async () => {
      const { token } = await loginAs(api, 'Admin');
      const id = await storeDevelopment();
      const bytes = testBytes(1000);
      const dev = await flow().uploadAndAttach(token, id, bytes, 'site-plan.pdf');

      expect(dev.attachments).toEqual([
        {
          path: expect.stringMatching(/^uploads\/[0-9a-f-]{36}$/),
          url: expect.any(String),
          fileName: 'site-plan.pdf',
          contentType: 'application/pdf',
          size: 1000,
        },
      ]);
      const publicList = (await api.call('GET', '/api/developments')).json as Development[];
      expect(publicList[0].attachments).toEqual(dev.attachments);

      const download = await flow().download(dev.attachments[0].url);
      expect(download.status).toBe(200);
      expect(download.bytes).toEqual(bytes);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;.*site-plan\.pdf/);
    });

    it(`accepts exactly ${LIMITS.attachmentMaxBytes} bytes`, async () => {
      const { token } = await loginAs(api, 'Super');
      const id = await storeDevelopment();
      const dev = await flow().uploadAndAttach(
        token,
        id,
        testBytes(LIMITS.attachmentMaxBytes),
        'fifty-megabytes.bin',
        'application/octet-stream',
      );
      expect(dev.attachments[0].size).toBe(LIMITS.attachmentMaxBytes);
      expect((await objectStore().stat(dev.attachments[0].path))?.size).toBe(LIMITS.attachmentMaxBytes);
    });

    it('refuses one byte more and stores nothing', async () => {
      const { token } = await loginAs(api, 'Admin');
      const id = await storeDevelopment();
      const target = await flow().requestUpload(token, { fileName: 'too-big.bin' });
      const put = await flow().putBytes(target, testBytes(LIMITS.attachmentMaxBytes + 1));
      // The local store answers 413; Cloud Storage refuses a body outside the signed content-length range.
      expect(store.kind === 'local-disk' ? [413] : [400, 413]).toContain(put.status);
      expect(await objectStore().stat(target.objectPath)).toBeNull();
      const attach = await flow().attach(token, id, { fileURL: target.uploadURL });
      expect(attach.status).toBe(400);
      expect((await api.call('GET', '/api/developments')).json[0].attachments).toEqual([]);
    });

    it('deleting an attachment removes it from the list and deletes the stored object', async () => {
      const { token } = await loginAs(api, 'Admin');
      const id = await storeDevelopment();
      await flow().uploadAndAttach(token, id, testBytes(10, 1), 'keep.txt', 'text/plain');
      const dev = await flow().uploadAndAttach(token, id, testBytes(20, 2), 'remove.txt', 'text/plain');
      const [kept, removed] = dev.attachments;

      const res = await api.call('DELETE', `/api/developments/${id}/attachments`, { token, body: { attachmentPath: removed.path } });
      expect(res.status).toBe(200);
      expect((res.json as Development).attachments).toEqual([kept]);
      expect(await objectStore().stat(removed.path)).toBeNull();
      expect((await flow().download(removed.url)).status).toBe(404);
      expect(await objectStore().stat(kept.path)).not.toBeNull();
    });

    it('deleting a development deletes all its stored files', async () => {
      const { token } = await loginAs(api, 'Admin');
      const id = await storeDevelopment();
      await flow().uploadAndAttach(token, id, testBytes(10, 3), 'one.txt', 'text/plain');
      const dev = await flow().uploadAndAttach(token, id, testBytes(10, 4), 'two.txt', 'text/plain');

      const res = await api.call('DELETE', `/api/developments/${id}`, { token });
      expect(res.status).toBe(204);
      for (const file of dev.attachments) {
        expect(await objectStore().stat(file.path)).toBeNull();
        expect((await flow().download(file.url)).status).toBe(404);
      }
    });
  });
}
