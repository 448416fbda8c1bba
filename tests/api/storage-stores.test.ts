import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type Development, type UploadTarget } from '@roca/contract';
import { reloadConfig } from '../../functions/src/config';
import { newObjectPath } from '../../functions/src/storage/object-paths';
import { objectStore } from '../../functions/src/storage/select-store';
import { apiTestFile } from '../support/api-test-file';
import { storeDevelopment } from '../support/builders';
import { startCloudStorageStandIn, type CloudStorageStandIn } from '../support/cloud-storage-stand-in';
import { clearLocalStorage, testBytes, uploadFlow } from '../support/uploads';

/**
 * One suite, run against each object store (docs/requirements.md, Uploads): the local-disk store,
 * and the Cloud Storage store against a local stand-in of Cloud Storage
 * (tests/support/cloud-storage-stand-in.ts), which verifies the V4 signatures the store makes and
 * answers as Cloud Storage does. Then what Cloud Storage itself enforces on a signed URL.
 */
const BUCKET = 'demo-roca.appspot.com';

/** The settings the API reads to pick and reach its store (functions/src/storage/select-store.ts). */
const STORE_SETTINGS = ['FIREBASE_STORAGE_EMULATOR_HOST', 'GOOGLE_APPLICATION_CREDENTIALS', 'ROCA_STORAGE_BUCKET'] as const;
type StoreSettings = Partial<Record<(typeof STORE_SETTINGS)[number], string>>;

const { api, signedInAs } = apiTestFile({ roles: ['Admin', 'Super'] });
let gcs: CloudStorageStandIn;
beforeAll(async () => {
  gcs = await startCloudStorageStandIn({ bucket: BUCKET, projectId: 'demo-roca' });
});
afterAll(async () => {
  await gcs.close();
  await clearLocalStorage();
});

/** Points the API at a store for the enclosing describe, and puts the settings back after it. */
function useStore(settings: () => StoreSettings, kind: 'local-disk' | 'cloud-storage') {
  const saved = Object.fromEntries(STORE_SETTINGS.map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const name of STORE_SETTINGS) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
    reloadConfig();
  };
  beforeAll(() => {
    apply(settings());
    expect(objectStore().kind).toBe(kind);
  });
  afterAll(() => apply(saved));
}

const cloudStorageSettings = (): StoreSettings => ({
  FIREBASE_STORAGE_EMULATOR_HOST: gcs.host,
  // The functions' credential: with a private key the client library signs URLs itself.
  GOOGLE_APPLICATION_CREDENTIALS: gcs.keyFile,
  ROCA_STORAGE_BUCKET: BUCKET,
});

const stores = [
  {
    name: 'local-disk store',
    kind: 'local-disk',
    settings: (): StoreSettings => ({}),
    tooLarge: { status: 413, body: /larger than the limit/ },
  },
  {
    name: 'Cloud Storage store (against the Cloud Storage stand-in)',
    kind: 'cloud-storage',
    settings: cloudStorageSettings,
    // Cloud Storage's own answer to a body outside the signed x-goog-content-length-range.
    tooLarge: { status: 400, body: /<Code>EntityTooLarge<\/Code>/ },
  },
] as const;

for (const store of stores) {
  describe(store.name, () => {
    useStore(store.settings, store.kind);
    const flow = () => uploadFlow(api);

    it('stores an upload, lists it on the development and lets an anonymous visitor download the same bytes', async () => {
      const { token } = signedInAs('Admin');
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

      // What publishing and the site-file checks read back through the store.
      expect(new Uint8Array(await objectStore().readBytes(dev.attachments[0].path))).toEqual(bytes);
      const textDev = await flow().uploadAndAttach(token, id, new TextEncoder().encode('minutes'), 'minutes.txt', 'text/plain');
      expect(await text(objectStore().read(textDev.attachments[1].path))).toBe('minutes');
    });

    it(`accepts exactly ${LIMITS.attachmentMaxBytes} bytes`, async () => {
      const { token } = signedInAs('Super');
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
      const { token } = signedInAs('Admin');
      const id = await storeDevelopment();
      const target = await flow().requestUpload(token, { fileName: 'too-big.bin' });
      const put = await flow().putBytes(target, testBytes(LIMITS.attachmentMaxBytes + 1));
      expect(put.status).toBe(store.tooLarge.status);
      expect(put.text).toMatch(store.tooLarge.body);
      expect(await objectStore().stat(target.objectPath)).toBeNull();
      const attach = await flow().attach(token, id, { fileURL: target.uploadURL });
      expect(attach.status).toBe(400);
      expect((await api.call('GET', '/api/developments')).json[0].attachments).toEqual([]);
    });

    it('deleting an attachment removes it from the list and deletes the stored object', async () => {
      const { token } = signedInAs('Admin');
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
      const { token } = signedInAs('Admin');
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

    it("keeps a file the server made (a consultation's letter): the same bytes, its type and the name a download saves under", async () => {
      const { objectPath } = newObjectPath();
      const bytes = Buffer.from('%PDF-1.7 a letter', 'latin1');
      await objectStore().save(objectPath, bytes, { contentType: 'application/pdf', fileName: 'submission-cedar-hill.pdf' });
      expect(await objectStore().readBytes(objectPath)).toEqual(bytes);
      expect(await objectStore().stat(objectPath)).toMatchObject({
        size: bytes.length,
        contentType: 'application/pdf',
        fileName: 'submission-cedar-hill.pdf',
      });
      await objectStore().delete(objectPath);
    });
  });
}

describe('Cloud Storage store: what Cloud Storage enforces on the signed URL and the download link', () => {
  useStore(cloudStorageSettings, 'cloud-storage');
  const flow = () => uploadFlow(api);
  const requestUpload = async (contentType = 'application/pdf') => {
    const { token } = signedInAs('Admin');
    return { token, target: await flow().requestUpload(token, { fileName: 'plan.pdf', contentType }) };
  };
  const withQuery = (target: UploadTarget, name: string, edit: (value: string) => string) => {
    const url = new URL(target.uploadURL);
    url.searchParams.set(name, edit(url.searchParams.get(name)!));
    return { ...target, uploadURL: url.href };
  };

  it('hands out a 15-minute V4 URL that signs the host, the content type, the size range and that it writes no existing object', async () => {
    const { target } = await requestUpload();
    const url = new URL(target.uploadURL);
    expect(url.host).toBe(gcs.host);
    expect(url.pathname).toBe(`/${BUCKET}/${target.objectPath}`);
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Credential')).toMatch(new RegExp(`^${gcs.clientEmail}/\\d{8}/auto/storage/goog4_request$`));
    expect(url.searchParams.get('X-Goog-Expires')).toBe('900');
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe('content-type;host;x-goog-content-length-range;x-goog-if-generation-match');
    expect(target.headers).toEqual({
      'Content-Type': 'application/pdf',
      'x-goog-content-length-range': `0,${LIMITS.attachmentMaxBytes}`,
      'x-goog-if-generation-match': '0',
    });
  });

  it('takes one PUT per URL: the same URL again, before or after the file is attached, replaces nothing', async () => {
    const { token, target } = await requestUpload();
    const id = await storeDevelopment();
    const first = testBytes(100);
    expect((await flow().putBytes(target, first)).status).toBe(200);
    const again = await flow().putBytes(target, testBytes(100, 9));
    expect({ status: again.status, code: /<Code>(\w+)<\/Code>/.exec(again.text)?.[1] }).toEqual({
      status: 412,
      code: 'PreconditionFailed',
    });
    const attached = await flow().attach(token, id, { fileURL: target.uploadURL, fileName: 'plan.pdf' });
    expect(attached.status).toBe(200);
    expect((await flow().putBytes(target, testBytes(100, 11))).status).toBe(412);
    expect(gcs.object(target.objectPath)?.bytes.equals(first)).toBe(true);
    const file = (attached.json as Development).attachments[0];
    expect(Buffer.from((await flow().download(file.url)).bytes).equals(first)).toBe(true);
  });

  it('refuses a PUT that differs from what was signed, and stores nothing', async () => {
    const { target } = await requestUpload();
    const bytes = testBytes(100);
    const storedBefore = gcs.objectNames();
    const { 'x-goog-content-length-range': _range, ...withoutRange } = target.headers;
    const { 'x-goog-if-generation-match': _once, ...withoutOnce } = target.headers;
    const altered: [string, UploadTarget][] = [
      ['another content type', { ...target, headers: { ...target.headers, 'Content-Type': 'text/html' } }],
      ['the size range left out', { ...target, headers: withoutRange }],
      ['a wider size range', { ...target, headers: { ...target.headers, 'x-goog-content-length-range': '0,1000000000' } }],
      ['the one-PUT condition left out', { ...target, headers: withoutOnce }],
      ['a tampered signature', withQuery(target, 'X-Goog-Signature', (s) => (s[0] === 'a' ? 'b' : 'a') + s.slice(1))],
      ['a longer expiry', withQuery(target, 'X-Goog-Expires', () => '604800')],
      [
        'another object',
        { ...target, uploadURL: target.uploadURL.replace(target.objectPath, 'uploads/00000000-0000-4000-8000-000000000000') },
      ],
    ];
    for (const [change, request] of altered) {
      const put = await flow().putBytes(request, bytes);
      expect({ change, status: put.status, code: /<Code>(\w+)<\/Code>/.exec(put.text)?.[1] }).toEqual({
        change,
        status: 403,
        code: 'SignatureDoesNotMatch',
      });
    }
    expect(gcs.objectNames()).toEqual(storedBefore);

    // The URL as handed out still works: the refusals above were about the changes.
    expect((await flow().putBytes(target, bytes)).status).toBe(200);
    expect(gcs.object(target.objectPath)?.contentType).toBe('application/pdf');
  });

  it('refuses the URL once its 15 minutes are over; nothing is stored and nothing can be attached', async () => {
    const { token, target } = await requestUpload();
    const id = await storeDevelopment();
    gcs.advanceClock(15 * 60 * 1000 + 1000);
    try {
      const put = await flow().putBytes(target, testBytes(100));
      expect(put.status).toBe(400);
      expect(put.text).toMatch(/<Code>ExpiredToken<\/Code>.*The provided token has expired/);
    } finally {
      gcs.advanceClock(-(15 * 60 * 1000 + 1000));
    }
    expect(gcs.object(target.objectPath)).toBeUndefined();
    expect((await flow().attach(token, id, { fileURL: target.uploadURL })).status).toBe(400);
  });

  it('serves a download only with the token of the link the API handed out', async () => {
    const { token } = signedInAs('Admin');
    const id = await storeDevelopment();
    const dev = await flow().uploadAndAttach(token, id, testBytes(50), 'plan.pdf');
    const { url } = dev.attachments[0];
    expect(url).toMatch(new RegExp(`^http://${gcs.host}/v0/b/${BUCKET}/o/uploads%2F[0-9a-f-]{36}\\?alt=media&token=[0-9a-f-]{36}$`));

    expect((await flow().download(url)).status).toBe(200);
    const wrongToken = await flow().download(url.replace(/token=[^&]+/, 'token=00000000-0000-4000-8000-000000000000'));
    expect(wrongToken.status).toBe(403);
    expect((await flow().download(url.replace(/&token=[^&]+/, ''))).status).toBe(403);
  });

  it('calls Cloud Storage only for what the store needs: read the object, name it, get its link', async () => {
    const { token } = signedInAs('Admin');
    const id = await storeDevelopment();
    const target = await flow().requestUpload(token, { fileName: 'plan.pdf', contentType: 'application/pdf' });
    const from = gcs.requests.length;
    expect((await flow().putBytes(target, testBytes(10))).status).toBe(200);
    expect((await flow().attach(token, id, { fileURL: target.uploadURL })).status).toBe(200);

    const object = `${BUCKET}/o/${encodeURIComponent(target.objectPath)}`;
    expect(gcs.requests.slice(from).map(({ method, path, status }) => `${method} ${path.split('?')[0]} ${status}`)).toEqual([
      `PUT /${BUCKET}/${target.objectPath} 200`,
      `GET /b/${object} 200`,
      `PATCH /b/${object} 200`,
      `GET /v0/b/${object} 200`,
    ]);
    expect(gcs.object(target.objectPath)?.metadata).toEqual({ fileName: 'plan.pdf', firebaseStorageDownloadTokens: expect.any(String) });
  });

  it('Cloud Storage failing while a file is attached: 500, nothing recorded, and attaching again works', async () => {
    const { token } = signedInAs('Admin');
    const id = await storeDevelopment();
    const target = await flow().requestUpload(token, { fileName: 'plan.pdf', contentType: 'application/pdf' });
    expect((await flow().putBytes(target, testBytes(10))).status).toBe(200);

    // Naming the download (a metadata PATCH) is not idempotent: the client library does not retry it.
    const objectPath = `/b/${BUCKET}/o/${encodeURIComponent(target.objectPath)}`;
    gcs.failNext('PATCH', new RegExp(`^${objectPath.replace(/\./g, '\\.')}$`), 503);
    const failed = await flow().attach(token, id, { fileURL: target.uploadURL });
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({ message: expect.any(String) });
    expect((await api.call('GET', '/api/developments')).json[0].attachments).toEqual([]);

    const retried = await flow().attach(token, id, { fileURL: target.uploadURL });
    expect(retried.status).toBe(200);
    expect((retried.json as Development).attachments).toMatchObject([{ path: target.objectPath, fileName: 'plan.pdf' }]);
    expect(gcs.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith(objectPath)).map((r) => r.status)).toEqual([503, 200]);
  });
});
