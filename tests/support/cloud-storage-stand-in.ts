import { createHash, generateKeyPairSync, randomUUID, verify, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CRC32C } from '@google-cloud/storage';

/**
 * A local stand-in for the parts of Cloud Storage the Cloud Storage object store calls, since the
 * official Storage emulator cannot run here (docs/storage.md). The store reaches it the way it
 * reaches a Storage emulator: FIREBASE_STORAGE_EMULATOR_HOST, where firebase-admin points the
 * client library (JSON API at `/b/...`, signed URLs at `/{bucket}/{object}`) and getDownloadURL
 * (Firebase endpoint at `/v0/b/...`). It serves:
 * - the V4 signed-URL PUT of the XML API: the signature is verified against the public key of the
 *   service account it names, from the request as it arrives (path, query, the signed headers'
 *   values), so a changed Content-Type, a dropped x-goog-content-length-range or a tampered
 *   signature is refused with 403 SignatureDoesNotMatch; past X-Goog-Date + X-Goog-Expires the
 *   answer is 400 ExpiredToken; a body outside x-goog-content-length-range is 400 EntityTooLarge;
 *   with x-goog-if-generation-match, a PUT over another generation (0: over any object) is 412
 *   PreconditionFailed. A refused PUT stores nothing. The error bodies are Cloud Storage's XML.
 * - JSON API objects get (metadata or `alt=media` bytes with x-goog-hash, which the client
 *   verifies), patch (metadata merged key by key, null removes a key) and delete, with Google's
 *   `{ error: { code, message, errors } }` errors (404 notFound for a missing object).
 * - the Firebase endpoint: metadata with `downloadTokens` (what getDownloadURL reads) and
 *   `alt=media&token=...` downloads: 404 once the object is gone, 403 for a missing or wrong token
 *   (storage.rules deny everything else), the stored Content-Type and Content-Disposition.
 *
 * Like a Storage emulator, it takes the client library's calls without an OAuth token: the library
 * sends none to an emulator host. It records every request, can be told to fail the next requests
 * with a 5xx, and has a clock a test can move forward to expire signed URLs.
 */
type StoredObject = {
  name: string;
  bytes: Buffer;
  contentType: string;
  contentDisposition?: string;
  metadata: Record<string, string>;
  generation: string;
  metageneration: number;
  timeCreated: string;
  updated: string;
  md5Hash: string;
  crc32c: string;
};
type Failure = { method: string; path: RegExp; status: number; times: number };
type RecordedRequest = { method: string; path: string; status?: number };

export type CloudStorageStandIn = Awaited<ReturnType<typeof startCloudStorageStandIn>>;

/** Cloud Storage's XML error body, as the XML API (signed URLs) answers it. */
function xmlError(code: string, message: string, details?: string, extra = '') {
  const detailsXml = details === undefined ? '' : `<Details>${escapeXml(details)}</Details>`;
  return `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${detailsXml}${extra}</Error>`;
}
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** RFC 3986 encoding, as V4 signing canonicalises query keys and values. */
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20250102T030405Z -> Date */
function parseGoogDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/** A service account key as `gcloud iam service-accounts keys create` writes it, with a fresh RSA key. */
function makeServiceAccount(projectId: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `roca-functions@${projectId}.iam.gserviceaccount.com`;
  const key = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomUUID().replace(/-/g, ''),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    client_id: '100000000000000000000',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return { clientEmail, publicKey, key };
}

export async function startCloudStorageStandIn({ bucket, projectId }: { bucket: string; projectId: string }) {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  let clockOffsetMs = 0;
  let generations = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);

  // The credential the functions sign with; its public key is what Cloud Storage checks against.
  const account = makeServiceAccount(projectId);
  const publicKeys = new Map<string, KeyObject>([[account.clientEmail, account.publicKey]]);
  const keyDir = await mkdtemp(join(tmpdir(), 'roca-gcs-key-'));
  const keyFile = join(keyDir, 'service-account.json');
  await writeFile(keyFile, JSON.stringify(account.key));

  const sendXml = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'application/xml; charset=UTF-8' });
    res.end(body);
  };
  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  /** The JSON API's error shape; the store and the client library read `code`. */
  const jsonError = (res: ServerResponse, status: number, reason: string, message: string) =>
    sendJson(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } });
  /** The Firebase endpoint's error shape (no `errors` list). */
  const firebaseError = (res: ServerResponse, status: number, message: string) =>
    sendJson(res, status, { error: { code: status, message } });

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function objectResource(o: StoredObject) {
    const encoded = encodeURIComponent(o.name);
    return {
      kind: 'storage#object',
      id: `${bucket}/${o.name}/${o.generation}`,
      selfLink: `${baseUrl}/storage/v1/b/${bucket}/o/${encoded}`,
      mediaLink: `${baseUrl}/download/storage/v1/b/${bucket}/o/${encoded}?generation=${o.generation}&alt=media`,
      name: o.name,
      bucket,
      generation: o.generation,
      metageneration: String(o.metageneration),
      contentType: o.contentType,
      storageClass: 'STANDARD',
      size: String(o.bytes.length),
      md5Hash: o.md5Hash,
      crc32c: o.crc32c,
      etag: etag(o),
      timeCreated: o.timeCreated,
      updated: o.updated,
      timeStorageClassUpdated: o.timeCreated,
      ...(o.contentDisposition === undefined ? {} : { contentDisposition: o.contentDisposition }),
      ...(Object.keys(o.metadata).length ? { metadata: o.metadata } : {}),
    };
  }
  const etag = (o: StoredObject) => `${Buffer.from(o.md5Hash, 'base64').toString('hex')}/${o.metageneration}`;

  function sendBytes(res: ServerResponse, o: StoredObject, headers: Record<string, string>) {
    res.writeHead(200, {
      'Content-Type': o.contentType,
      'Content-Length': String(o.bytes.length),
      ...(o.contentDisposition === undefined ? {} : { 'Content-Disposition': o.contentDisposition }),
      ETag: `"${Buffer.from(o.md5Hash, 'base64').toString('hex')}"`,
      ...headers,
    });
    res.end(o.bytes);
  }

  /**
   * POST /upload/storage/v1/b/{bucket}/o?uploadType=multipart: the JSON API's one-request upload
   * (what `file.save(bytes, { resumable: false })` sends): a multipart/related body of the
   * object's JSON resource, then its bytes.
   */
  async function multipartUpload(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readBody(req);
    if (url.searchParams.get('uploadType') !== 'multipart')
      return jsonError(res, 400, 'invalid', 'Only uploadType=multipart is served here');
    const boundary = /boundary="?([^";]+)"?/.exec(req.headers['content-type'] ?? '')?.[1];
    if (!boundary) return jsonError(res, 400, 'invalid', 'A multipart upload needs a boundary');
    const parts = body
      .toString('latin1')
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => {
        const split = part.indexOf('\r\n\r\n');
        return { head: part.slice(0, split), content: Buffer.from(part.slice(split + 4, -2), 'latin1') };
      });
    if (parts.length !== 2) return jsonError(res, 400, 'invalid', 'A multipart upload has the resource, then the media');
    const resource = JSON.parse(parts[0].content.toString('utf8')) as {
      name?: string;
      contentType?: string;
      contentDisposition?: string;
      metadata?: Record<string, string>;
    };
    // The object's name comes in the resource or, as the client library sends it, in the query.
    resource.name ??= url.searchParams.get('name') ?? undefined;
    if (!resource.name) return jsonError(res, 400, 'required', 'Required: name');
    const bytes = parts[1].content;
    const time = now().toISOString();
    const crc = new CRC32C();
    crc.update(bytes);
    const stored: StoredObject = {
      name: resource.name,
      bytes,
      contentType: resource.contentType ?? /content-type:\s*([^\r\n]+)/i.exec(parts[1].head)?.[1] ?? 'application/octet-stream',
      contentDisposition: resource.contentDisposition,
      metadata: resource.metadata ?? {},
      generation: String(Date.now() * 1000 + ++generations),
      metageneration: 1,
      timeCreated: time,
      updated: time,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc.toString(),
    };
    objects.set(resource.name, stored);
    return sendJson(res, 200, objectResource(stored));
  }

  /** PUT /{bucket}/{object}?X-Goog-Algorithm=...: a V4 signed upload (XML API). */
  async function signedPut(req: IncomingMessage, res: ServerResponse, url: URL, objectName: string) {
    // Read the whole body first: every answer below stores nothing unless all checks pass.
    const body = await readBody(req);
    const q = url.searchParams;
    const signature = q.get('X-Goog-Signature');
    if (!signature) {
      return sendXml(
        res,
        403,
        xmlError(
          'AccessDenied',
          'Access denied.',
          'Anonymous caller does not have storage.objects.create access to the Google Cloud Storage object.',
        ),
      );
    }
    const algorithm = q.get('X-Goog-Algorithm');
    const credential = q.get('X-Goog-Credential') ?? '';
    const date = parseGoogDate(q.get('X-Goog-Date') ?? '');
    const expires = Number(q.get('X-Goog-Expires'));
    const signedHeaders = q.get('X-Goog-SignedHeaders') ?? '';
    if (
      algorithm !== 'GOOG4-RSA-SHA256' ||
      !date ||
      !Number.isInteger(expires) ||
      expires < 1 ||
      !signedHeaders.split(';').includes('host')
    ) {
      return sendXml(res, 400, xmlError('MalformedSecurityHeader', 'Your request has a malformed header.'));
    }
    const expiresAt = new Date(date.getTime() + expires * 1000);
    if (now() > expiresAt) {
      return sendXml(
        res,
        400,
        xmlError(
          'ExpiredToken',
          'Invalid argument.',
          `The provided token has expired. Request signature expired at: ${expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00')}`,
        ),
      );
    }

    // The canonical request Cloud Storage computes from what arrived; the signature must match it.
    const canonicalQuery = [...q.entries()]
      .filter(([key]) => key !== 'X-Goog-Signature')
      .map(([key, value]) => [rfc3986(key), rfc3986(value)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    const canonicalHeaders = signedHeaders
      .split(';')
      .map((name) => {
        // The client library signs the host name only; a real bucket host has no port, this one does.
        const value = name === 'host' ? (req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[name] ?? '');
        return `${name}:${value.trim().replace(/\s{2,}/g, ' ')}\n`;
      })
      .join('');
    const rawPath = (req.url ?? '/').split('?')[0];
    const canonicalRequest = [req.method, rawPath, canonicalQuery, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
    const [email, ...scopeParts] = credential.split('/');
    const scope = scopeParts.join('/');
    const stringToSign = [
      'GOOG4-RSA-SHA256',
      q.get('X-Goog-Date'),
      scope,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    const publicKey = publicKeys.get(email);
    const signatureBytes = /^[0-9a-f]+$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    const valid =
      publicKey !== undefined &&
      scope === `${q.get('X-Goog-Date')!.slice(0, 8)}/auto/storage/goog4_request` &&
      verify('sha256', Buffer.from(stringToSign), publicKey, signatureBytes);
    if (!valid) {
      return sendXml(
        res,
        403,
        xmlError(
          'SignatureDoesNotMatch',
          'Access denied.',
          'The request signature we calculated does not match the signature you provided. Check your Google secret key and signing method.',
          `<StringToSign>${escapeXml(stringToSign)}</StringToSign><CanonicalRequest>${escapeXml(canonicalRequest)}</CanonicalRequest>`,
        ),
      );
    }

    // x-goog-content-length-range: Cloud Storage refuses a body outside it (docs/storage.md). The
    // store signs a lower bound of 0, so only the upper bound is checked here.
    const range = req.headers['x-goog-content-length-range'];
    if (typeof range === 'string') {
      const max = Number(range.split(',')[1]);
      if (body.length > max) {
        return sendXml(
          res,
          400,
          xmlError(
            'EntityTooLarge',
            'Your proposed upload is larger than the maximum object size specified in your Policy Document.',
            'Content-length exceeds upper bound on range',
          ),
        );
      }
    }

    // x-goog-if-generation-match: the PUT writes only over this generation; 0, only while no object has the name.
    const ifGeneration = req.headers['x-goog-if-generation-match'];
    const current = objects.get(objectName);
    if (typeof ifGeneration === 'string' && (ifGeneration === '0' ? current !== undefined : current?.generation !== ifGeneration)) {
      return sendXml(res, 412, xmlError('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold.'));
    }

    const time = now().toISOString();
    const crc = new CRC32C();
    crc.update(body);
    const stored: StoredObject = {
      name: objectName,
      bytes: body,
      contentType: req.headers['content-type'] ?? 'application/octet-stream',
      metadata: {},
      generation: String(Date.now() * 1000 + ++generations),
      metageneration: 1,
      timeCreated: time,
      updated: time,
      md5Hash: createHash('md5').update(body).digest('base64'),
      crc32c: crc.toString(),
    };
    objects.set(objectName, stored);
    res.writeHead(200, {
      ETag: `"${Buffer.from(stored.md5Hash, 'base64').toString('hex')}"`,
      'x-goog-generation': stored.generation,
      'x-goog-metageneration': '1',
      'x-goog-hash': `crc32c=${stored.crc32c},md5=${stored.md5Hash}`,
      'x-goog-stored-content-length': String(body.length),
      'x-goog-stored-content-encoding': 'identity',
    });
    res.end();
  }

  /** GET, PATCH and DELETE of /b/{bucket}/o/{object} (JSON API). */
  async function jsonApiObject(req: IncomingMessage, res: ServerResponse, url: URL, objectName: string) {
    const o = objects.get(objectName);
    const method = req.method;
    if (method === 'PATCH') {
      const raw = await readBody(req);
      if (!o) return jsonError(res, 404, 'notFound', `No such object: ${bucket}/${objectName}`);
      let patch: Record<string, unknown>;
      try {
        patch = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return jsonError(res, 400, 'parseError', 'Parse Error');
      }
      const metadata = patch.metadata ?? {};
      if (typeof metadata !== 'object' || metadata === null) return jsonError(res, 400, 'invalid', 'Invalid argument.');
      for (const [key, value] of Object.entries(metadata)) {
        if (value === null) delete o.metadata[key];
        else if (typeof value === 'string') o.metadata[key] = value;
        else return jsonError(res, 400, 'invalid', `Invalid value for metadata.${key}: must be a string`);
      }
      if (typeof patch.contentDisposition === 'string') o.contentDisposition = patch.contentDisposition;
      if (typeof patch.contentType === 'string') o.contentType = patch.contentType;
      o.metageneration++;
      o.updated = now().toISOString();
      return sendJson(res, 200, objectResource(o));
    }
    if (!o) return jsonError(res, 404, 'notFound', `No such object: ${bucket}/${objectName}`);
    if (method === 'DELETE') {
      objects.delete(objectName);
      res.writeHead(204).end();
      return;
    }
    if (url.searchParams.get('alt') === 'media') {
      return sendBytes(res, o, {
        'x-goog-hash': `crc32c=${o.crc32c},md5=${o.md5Hash}`,
        'x-goog-generation': o.generation,
        'x-goog-metageneration': String(o.metageneration),
        'x-goog-stored-content-length': String(o.bytes.length),
        'x-goog-stored-content-encoding': 'identity',
      });
    }
    return sendJson(res, 200, objectResource(o));
  }

  /** GET /v0/b/{bucket}/o/{object}: Firebase metadata (with download tokens) or, with a token, the bytes. */
  function firebaseObject(res: ServerResponse, url: URL, objectName: string) {
    const o = objects.get(objectName);
    if (!o) return firebaseError(res, 404, 'Not Found.');
    const tokens = (o.metadata.firebaseStorageDownloadTokens ?? '').split(',').filter(Boolean);
    if (url.searchParams.get('alt') === 'media') {
      const token = url.searchParams.get('token');
      if (!token || !tokens.includes(token)) return firebaseError(res, 403, 'Permission denied.');
      return sendBytes(res, o, { 'Cache-Control': 'private, max-age=0' });
    }
    // Without alt=media this is the admin's metadata read (getDownloadURL), as from the client library.
    const { firebaseStorageDownloadTokens: _tokens, ...customMetadata } = o.metadata;
    return sendJson(res, 200, {
      name: o.name,
      bucket,
      generation: o.generation,
      metageneration: String(o.metageneration),
      contentType: o.contentType,
      timeCreated: o.timeCreated,
      updated: o.updated,
      storageClass: 'STANDARD',
      size: String(o.bytes.length),
      md5Hash: o.md5Hash,
      contentEncoding: 'identity',
      ...(o.contentDisposition === undefined ? {} : { contentDisposition: o.contentDisposition }),
      crc32c: o.crc32c,
      etag: etag(o),
      ...(tokens.length ? { downloadTokens: tokens.join(',') } : {}),
      ...(Object.keys(customMetadata).length ? { metadata: customMetadata } : {}),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const isXmlApi = url.searchParams.has('X-Goog-Algorithm') || url.searchParams.has('X-Goog-Signature');

    const failure = failures.find((f) => f.method === method && f.times > 0 && f.path.test(path));
    if (failure) {
      failure.times--;
      await readBody(req);
      if (isXmlApi) return sendXml(res, failure.status, xmlError('ServiceUnavailable', 'Service Unavailable'));
      return jsonError(res, failure.status, 'backendError', 'Backend Error');
    }

    let match: RegExpExecArray | null;
    if ((match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(path)) && method === 'GET') {
      if (match[1] !== bucket) return firebaseError(res, 404, 'Not Found.');
      return firebaseObject(res, url, decodeURIComponent(match[2]));
    }
    if ((match = /^(?:\/storage\/v1|\/download\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)$/.exec(path))) {
      if (match[1] !== bucket) return jsonError(res, 404, 'notFound', 'The specified bucket does not exist.');
      if (method === 'GET' || method === 'PATCH' || method === 'DELETE') return jsonApiObject(req, res, url, decodeURIComponent(match[2]));
    }
    if (method === 'POST' && (match = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path))) {
      if (match[1] !== bucket) {
        await readBody(req);
        return jsonError(res, 404, 'notFound', 'The specified bucket does not exist.');
      }
      return multipartUpload(req, res, url);
    }
    if (method === 'PUT' && isXmlApi && (match = /^\/([^/]+)\/(.+)$/.exec(path))) {
      if (match[1] !== bucket) {
        await readBody(req);
        return sendXml(res, 404, xmlError('NoSuchBucket', 'The specified bucket does not exist.'));
      }
      return signedPut(req, res, url, decodeURIComponent(match[2]));
    }
    await readBody(req);
    return jsonError(res, 404, 'notFound', `The stand-in has no ${method} ${path}`);
  }

  const server: Server = createServer((req, res) => {
    const entry: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/' };
    requests.push(entry);
    res.on('finish', () => (entry.status = res.statusCode));
    handle(req, res).catch((err: Error) => jsonError(res, 500, 'backendError', err.message));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    /** host:port, for FIREBASE_STORAGE_EMULATOR_HOST. */
    host: `127.0.0.1:${port}`,
    /** A service account key file whose signatures the stand-in accepts (GOOGLE_APPLICATION_CREDENTIALS). */
    keyFile,
    clientEmail: account.clientEmail,
    requests,
    /** What the bucket holds under this name, as stored (undefined when nothing is). */
    object: (name: string) => objects.get(name),
    objectNames: () => [...objects.keys()],
    /** Moves the stand-in's clock, e.g. past the expiry of a signed URL. */
    advanceClock(ms: number) {
      clockOffsetMs += ms;
    },
    /** The next `times` requests matching method and path answer `status`. */
    failNext(method: string, path: RegExp, status: number, times = 1) {
      failures.push({ method, path, status, times });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(keyDir, { recursive: true, force: true });
    },
  };
}
