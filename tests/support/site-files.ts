import { crc32, deflateSync } from 'node:zlib';
import type { SiteFile, SiteFileSlot } from '@roca/contract/content/site-files';
import type { TestApi } from './api';
import { uploadFlow } from './uploads';

/**
 * Files for the Content area's file slots, made here so their content is known: a real PDF
 * header, a real PNG of a given pixel size. Only their first bytes tell what they are.
 */
export function pdfBytes(text = 'A test document'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey RGB PNG of width x height pixels, padded with a trailing comment chunk to `padTo` bytes. */
export function pngBytes(width: number, height: number, { padTo = 0 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3), 0x80);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0; // filter type 0 per row
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
  ];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > size) parts.push(pngChunk('tEXt', Buffer.alloc(padTo - size - 12, 0x61)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The web client's steps for a file slot: upload through POST /api/objects/upload, then PUT /api/site-files/{slot}. */
export function siteFileFlow(api: Pick<TestApi, 'base' | 'call'>) {
  const flow = uploadFlow(api);

  /** Uploads the bytes as the browser declares them; returns the fileURL to record. */
  async function upload(token: string, bytes: Buffer, fileName: string, contentType: string) {
    const target = await flow.requestUpload(token, { fileName, contentType });
    const put = await flow.putBytes(target, new Uint8Array(bytes));
    if (put.status !== 200) throw new Error(`PUT uploadURL: ${put.status} ${put.text}`);
    return target.uploadURL;
  }

  function update(token: string, slot: string, body: unknown) {
    return api.call('PUT', `/api/site-files/${slot}`, { token, body });
  }

  /** The whole flow; returns the API's answer to the PUT. */
  async function replace(token: string, slot: SiteFileSlot, bytes: Buffer, fileName: string, contentType: string, texts = {}) {
    const fileURL = await upload(token, bytes, fileName, contentType);
    return update(token, slot, { fileURL, ...texts }) as Promise<{ status: number; json: SiteFile & { message?: string } }>;
  }

  return { upload, update, replace };
}
