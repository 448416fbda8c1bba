import { gzipSync } from 'node:zlib';
import { sha256Hex } from '../../lib/sha256';
import { assertSitePath, type FileToPublish, type Publisher } from './publisher';

const HOSTING_API = 'https://firebasehosting.googleapis.com/v1beta1';

type Options = {
  siteId: string;
  /** An OAuth 2 access token with the firebase.hosting (or cloud-platform) scope. */
  accessToken: () => Promise<string>;
  /** The API's base URL; tests point it at a local stand-in. */
  apiUrl?: string;
  /** How often to ask whether the clone is done, and for how long. */
  pollIntervalMs?: number;
  pollTimeoutMs?: number;
};

type Operation = { name: string; done?: boolean; error?: { message?: string }; response?: { name?: string } };

class HostingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Hosting names each file by the SHA-256 of its gzipped bytes, and receives the gzipped bytes. */
function gzipped(file: FileToPublish) {
  const body = gzipSync(file.bytes, { level: 9 });
  return { path: file.path, body, hash: sha256Hex(body) };
}

/**
 * Publishes through the Firebase Hosting REST API, as firebase-tools'
 * scripts/examples/hosting/update-single-file does: find the live version, clone it without the
 * paths being replaced or removed, add the new files (uploading only the bytes Hosting does not
 * already hold), finalize the new version and release it. A release also clears the CDN cache.
 * Until the release the live site is untouched, so a publish that fails leaves it as it was.
 * Every request is tried once more when Google answers with a 5xx.
 *
 * The function's service account needs the Firebase Hosting Admin role (docs/content.md).
 */
export function hostingPublisher({
  siteId,
  accessToken,
  apiUrl = HOSTING_API,
  pollIntervalMs = 1000,
  pollTimeoutMs = 120_000,
}: Options): Publisher {
  const site = `sites/${siteId}`;

  async function request<T>(method: string, url: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    const init = async (): Promise<RequestInit> => ({
      method,
      headers: { Authorization: `Bearer ${await accessToken()}`, ...(body === undefined ? {} : { 'Content-Type': contentType }) },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    let res = await fetch(url, await init());
    if (res.status >= 500) res = await fetch(url, await init());
    const text = await res.text();
    if (!res.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
      } catch {
        /* not JSON: keep the text */
      }
      throw new HostingApiError(res.status, `Firebase Hosting answered ${res.status} to ${method} ${new URL(url).pathname}: ${message}`);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  async function liveVersionName(): Promise<string | null> {
    const channel = await request<{ release?: { version?: { name?: string } } }>('GET', `${apiUrl}/${site}/channels/live`);
    return channel.release?.version?.name ?? null;
  }

  async function waitFor(operation: Operation): Promise<string> {
    const deadline = Date.now() + pollTimeoutMs;
    let current = operation;
    while (!current.done) {
      if (Date.now() > deadline) throw new Error(`Cloning the live version did not finish within ${pollTimeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      current = await request<Operation>('GET', `${apiUrl}/${current.name}`);
    }
    if (current.error) throw new Error(`Cloning the live version failed: ${current.error.message ?? 'unknown error'}`);
    if (!current.response?.name) throw new Error('Cloning the live version returned no version');
    return current.response.name;
  }

  return {
    kind: 'hosting',

    liveVersion: liveVersionName,

    async publish(files, { remove = [] } = {}) {
      for (const path of [...files.map((f) => f.path), ...remove]) assertSitePath(path);
      const sourceVersion = await liveVersionName();
      if (!sourceVersion) throw new Error(`The Hosting site ${siteId} has no live version yet: deploy it once with firebase deploy`);

      const replaced = [...files.map((f) => f.path), ...remove];
      const clone = await request<Operation>('POST', `${apiUrl}/${site}/versions:clone`, {
        sourceVersion,
        finalize: false,
        exclude: { regexes: replaced.map((path) => `^${escapeRegex(path)}$`) },
      });
      const version = await waitFor(clone);
      try {
        const uploads = files.map(gzipped);
        const populated = await request<{ uploadUrl?: string; uploadRequiredHashes?: string[] }>(
          'POST',
          `${apiUrl}/${version}:populateFiles`,
          {
            files: Object.fromEntries(uploads.map((file) => [file.path, file.hash])),
          },
        );
        const required = new Set(populated.uploadRequiredHashes ?? []);
        if (required.size > 0 && !populated.uploadUrl) throw new Error('Firebase Hosting asked for files but gave no upload URL');
        for (const file of uploads) {
          if (!required.delete(file.hash)) continue; // not asked for, or already sent for another path with the same bytes
          await request('POST', `${populated.uploadUrl}/${file.hash}`, file.body, 'application/octet-stream');
        }
        await request('PATCH', `${apiUrl}/${version}?update_mask=status`, { status: 'FINALIZED' });
      } catch (err) {
        // Not released, so the live site is unchanged; the unfinished version is only clutter.
        await request('DELETE', `${apiUrl}/${version}`).catch(() => undefined);
        throw err;
      }
      await request('POST', `${apiUrl}/${site}/releases?versionName=${encodeURIComponent(version)}`, {
        message: 'Published from stored content (ROCA)',
      });
      return { version };
    },
  };
}
