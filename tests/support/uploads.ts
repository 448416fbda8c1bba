import { rm } from 'node:fs/promises';
import type { Development, UploadTarget } from '@roca/contract';
import type { TestApi } from './api';

/** The steps the web uploader takes, against the real API: ask for a URL, PUT the bytes, attach. */
export function uploadFlow(api: Pick<TestApi, 'base' | 'call'>) {
  async function requestUpload(token: string, body: unknown = {}) {
    const res = await api.call('POST', '/api/objects/upload', { token, body });
    if (res.status !== 200) throw new Error(`POST /api/objects/upload: ${res.status} ${res.text}`);
    return res.json as UploadTarget;
  }

  /** PUTs bytes to an uploadURL with the headers it came with, and no Content-Type of its own (as the web client). */
  async function putBytes(target: UploadTarget, bytes: Uint8Array<ArrayBuffer>) {
    const res = await fetch(new URL(target.uploadURL, api.base), { method: 'PUT', headers: target.headers, body: bytes });
    return { status: res.status, text: await res.text() };
  }

  function attach(token: string, developmentId: string, body: { fileURL: string; fileName?: string }) {
    return api.call('PUT', `/api/developments/${developmentId}/attachments`, { token, body });
  }

  /** The whole flow; returns the development as the API answers after attaching. */
  async function uploadAndAttach(
    token: string,
    developmentId: string,
    bytes: Uint8Array<ArrayBuffer>,
    fileName: string,
    contentType = 'application/pdf',
  ) {
    const target = await requestUpload(token, { fileName, contentType });
    const put = await putBytes(target, bytes);
    if (put.status !== 200) throw new Error(`PUT uploadURL: ${put.status} ${put.text}`);
    const res = await attach(token, developmentId, { fileURL: target.uploadURL, fileName });
    if (res.status !== 200) throw new Error(`PUT attachments: ${res.status} ${res.text}`);
    return res.json as Development;
  }

  /** Downloads as an anonymous visitor would from the public page's link. */
  async function download(url: string) {
    const res = await fetch(new URL(url, api.base));
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  return { requestUpload, putBytes, attach, uploadAndAttach, download };
}

/** Deterministic bytes of a given size, so a round trip can be compared byte for byte. */
export function testBytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

/**
 * Empties the local-disk store the test stack shares with these tests (a temporary folder, see
 * scripts/lib/stack-config.ts), so 50 MB test files do not pile up across runs.
 */
export async function clearLocalStorage() {
  const dir = process.env.ROCA_LOCAL_STORAGE_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
