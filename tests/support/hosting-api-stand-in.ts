import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A local stand-in for the parts of the Firebase Hosting REST API (v1beta1) that publishing calls,
 * since no emulator of it exists: channels/live, versions:clone and its operation,
 * versions.populateFiles, the upload URL, versions.patch (finalize), versions.delete and
 * releases.create. It checks each request as the real API would (bearer token, paths, JSON
 * bodies, gzip bodies whose SHA-256 is the populated hash, only requested hashes uploaded, a
 * version finalized before it is released) and answers an error otherwise. It records every
 * request and every release, and can be told to fail the next requests with a 5xx.
 */
type Version = { name: string; status: 'CREATED' | 'FINALIZED' | 'DELETED'; files: Map<string, string> };
type Release = { version: string; message: string; files: Map<string, string> };
type Failure = { method: string; path: RegExp; status: number; times: number };

export type HostingStandIn = Awaited<ReturnType<typeof startHostingApiStandIn>>;

export async function startHostingApiStandIn({ siteId, token }: { siteId: string; token: string }) {
  /** Gzipped bodies Hosting holds, by their SHA-256: a later version never uploads them again. */
  const blobs = new Map<string, Buffer>();
  const versions = new Map<string, Version>();
  const operations = new Map<string, { polls: number; version: string }>();
  const requiredUploads = new Map<string, Set<string>>();
  const releases: Release[] = [];
  const requests: { method: string; path: string }[] = [];
  const failures: Failure[] = [];
  let live: string | null = null;
  let counter = 0;

  const site = `sites/${siteId}`;
  const API = '/v1beta1';

  /** A version released as `firebase deploy` makes it (files gzipped at level 9, as the CLI does). */
  function deploy(files: Record<string, Buffer | string>) {
    const name = `${site}/versions/deploy${++counter}`;
    const hashes = new Map<string, string>();
    for (const [path, bytes] of Object.entries(files)) {
      const gz = gzipSync(bytes, { level: 9 });
      const hash = createHash('sha256').update(gz).digest('hex');
      blobs.set(hash, gz);
      hashes.set(path, hash);
    }
    versions.set(name, { name, status: 'FINALIZED', files: hashes });
    live = name;
    releases.push({ version: name, message: 'firebase deploy', files: hashes });
    return name;
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { error: { code: status, message, status: status === 400 ? 'INVALID_ARGUMENT' : 'FAILED_PRECONDITION' } });

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    if (!req.headers['content-type']?.startsWith('application/json')) return null;
    try {
      return JSON.parse((await readBody(req)).toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname + url.search });
    const failure = failures.find((f) => f.method === method && f.path.test(url.pathname) && f.times > 0);
    if (failure) {
      failure.times--;
      await readBody(req);
      return error(res, failure.status, 'The service is currently unavailable.');
    }
    if (req.headers.authorization !== `Bearer ${token}`) return error(res, 401, 'Request had invalid authentication credentials.');

    let match: RegExpExecArray | null;
    if (method === 'GET' && url.pathname === `${API}/${site}/channels/live`) {
      return json(res, 200, {
        name: `${site}/channels/live`,
        release: live ? { name: `${site}/releases/r${releases.length}`, version: { name: live } } : undefined,
      });
    }
    if (method === 'POST' && url.pathname === `${API}/${site}/versions:clone`) {
      const body = await jsonBody(req);
      const source = typeof body?.sourceVersion === 'string' ? versions.get(body.sourceVersion) : undefined;
      if (!source || source.status !== 'FINALIZED') return error(res, 400, 'sourceVersion must name a finalized version of this site');
      if (body!.finalize !== false) return error(res, 400, 'expected finalize: false');
      const regexes = (body!.exclude as { regexes?: unknown } | undefined)?.regexes;
      if (!Array.isArray(regexes) || !regexes.every((r) => typeof r === 'string'))
        return error(res, 400, 'exclude.regexes must be a list of strings');
      const excluded = regexes.map((r) => new RegExp(r as string));
      const name = `${site}/versions/v${++counter}`;
      const files = new Map([...source.files].filter(([path]) => !excluded.some((re) => re.test(path))));
      versions.set(name, { name, status: 'CREATED', files });
      const operation = `projects/-/operations/op${counter}`;
      operations.set(operation, { polls: 0, version: name });
      // Like the real API, a clone is a long-running operation: not done on the first answer.
      return json(res, 200, { name: operation, done: false });
    }
    if (method === 'GET' && (match = /^\/v1beta1\/(projects\/-\/operations\/op\d+)$/.exec(url.pathname))) {
      const operation = operations.get(match[1]);
      if (!operation) return error(res, 404, 'No such operation');
      operation.polls++;
      return json(res, 200, { name: match[1], done: true, response: { name: operation.version, status: 'CREATED' } });
    }
    if (method === 'POST' && (match = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+):populateFiles$/.exec(url.pathname))) {
      const version = versions.get(match[1]);
      if (!version || version.status !== 'CREATED') return error(res, 400, 'Files can be added only to a version in CREATED state');
      const files = (await jsonBody(req))?.files;
      if (!files || typeof files !== 'object') return error(res, 400, 'files is required');
      const required = requiredUploads.get(version.name) ?? new Set<string>();
      for (const [path, hash] of Object.entries(files as Record<string, unknown>)) {
        if (!path.startsWith('/') || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
          return error(res, 400, `Invalid file ${path}: paths start with / and hashes are SHA-256 hex`);
        }
        version.files.set(path, hash);
        if (!blobs.has(hash)) required.add(hash);
      }
      requiredUploads.set(version.name, required);
      return json(res, 200, {
        uploadRequiredHashes: [...required],
        uploadUrl: `http://127.0.0.1:${port}/upload/${version.name}/files`,
      });
    }
    if (method === 'POST' && (match = /^\/upload\/(sites\/[^/]+\/versions\/[^/]+)\/files\/([0-9a-f]{64})$/.exec(url.pathname))) {
      const [, versionName, hash] = match;
      if (!requiredUploads.get(versionName)?.has(hash)) return error(res, 400, `Hash ${hash} was not requested for upload`);
      if (req.headers['content-type'] !== 'application/octet-stream')
        return error(res, 400, 'Upload the gzipped bytes as application/octet-stream');
      const body = await readBody(req);
      try {
        gunzipSync(body);
      } catch {
        return error(res, 400, 'The body is not gzipped');
      }
      if (createHash('sha256').update(body).digest('hex') !== hash) return error(res, 400, 'content hash does not match the uploaded body');
      blobs.set(hash, body);
      requiredUploads.get(versionName)!.delete(hash);
      res.writeHead(200).end();
      return;
    }
    if (method === 'PATCH' && (match = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+)$/.exec(url.pathname))) {
      const version = versions.get(match[1]);
      if (!version || version.status !== 'CREATED') return error(res, 400, 'Only a version in CREATED state can be finalized');
      if (url.searchParams.get('update_mask') !== 'status' && url.searchParams.get('updateMask') !== 'status')
        return error(res, 400, 'update_mask=status is required');
      if ((await jsonBody(req))?.status !== 'FINALIZED') return error(res, 400, 'status must be FINALIZED');
      const missing = [...version.files.values()].filter((hash) => !blobs.has(hash));
      if (missing.length) return error(res, 400, `Cannot finalize: ${missing.length} file(s) were never uploaded`);
      version.status = 'FINALIZED';
      return json(res, 200, { name: version.name, status: 'FINALIZED' });
    }
    if (method === 'DELETE' && (match = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+)$/.exec(url.pathname))) {
      const version = versions.get(match[1]);
      if (!version || version.name === live) return error(res, 400, 'Cannot delete this version');
      version.status = 'DELETED';
      return json(res, 200, {});
    }
    if (method === 'POST' && url.pathname === `${API}/${site}/releases`) {
      const version = versions.get(url.searchParams.get('versionName') ?? '');
      if (!version || version.status !== 'FINALIZED') return error(res, 400, 'Only a FINALIZED version can be released');
      const body = await jsonBody(req);
      live = version.name;
      releases.push({ version: version.name, message: String(body?.message ?? ''), files: new Map(version.files) });
      return json(res, 200, { name: `${site}/releases/r${releases.length}`, version: { name: version.name } });
    }
    return error(res, 404, `The stand-in has no ${method} ${url.pathname}`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => error(res, 500, err.message));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    apiUrl: `http://127.0.0.1:${port}/v1beta1`,
    deploy,
    releases,
    requests,
    /** The bytes a visitor gets at this path of the live site (un-gzipped), or undefined. */
    liveFile(path: string): Buffer | undefined {
      const hash = live ? versions.get(live)?.files.get(path) : undefined;
      const gz = hash ? blobs.get(hash) : undefined;
      return gz ? gunzipSync(gz) : undefined;
    },
    liveVersion: () => live,
    /** The next `times` requests matching method and path answer `status`. */
    failNext(method: string, path: RegExp, status: number, times = 1) {
      failures.push({ method, path, status, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
