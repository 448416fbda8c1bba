import { Busboy } from '@fastify/busboy';
import type { Request, RequestHandler } from 'express';
import { badRequest } from '../lib/http-errors';

/**
 * A plain HTML form with a file input posts `multipart/form-data`, which neither the platform nor
 * Express parses. This reads such a body into `req.body` (the fields, as the urlencoded parser
 * gives them: a name sent twice becomes a list) and the one file it may carry (`formFileOf`).
 *
 * In production and in the Functions emulator the Functions Framework has already read the whole
 * body (`rawBody`, at most 32 MB: docs/security.md); elsewhere the request is streamed. Every
 * limit is busboy's own, so nothing past them is held: fields and parts are counted, a field is cut
 * at `maxFieldBytes`, and a file is read to one byte past `maxFileBytes`, then marked `truncated`
 * so the service can name the field ("the photo is larger than ...") with nothing stored.
 */

/** A file sent with a form, whole in memory (only small ones are taken), as the browser named it. */
export type FormFile = { field: string; fileName: string; declaredType: string; bytes: Buffer; truncated: boolean };

const files = new WeakMap<Request, FormFile>();

/** The file a multipart form carried, if any (an empty file input sends none). */
export const formFileOf = (req: Request): FormFile | null => files.get(req) ?? null;

type Limits = { fileField: string; maxFileBytes: number; maxFields: number; maxFieldBytes: number };

export function multipartForm({ fileField, maxFileBytes, maxFields, maxFieldBytes }: Limits): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const refuse = (message: string) => next(badRequest(message));
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as Parameters<typeof Busboy>[0]['headers'],
        limits: { fields: maxFields, fieldSize: maxFieldBytes, files: 1, fileSize: maxFileBytes, parts: maxFields + 1 },
      });
    } catch {
      return refuse('The form could not be read.');
    }
    const fields: Record<string, string | string[]> = {};
    const reading: Promise<void>[] = [];
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      refuse(message);
    };
    parser.on('field', (name, value) => {
      const before = fields[name];
      fields[name] = before === undefined ? value : [before, value].flat();
    });
    parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
      if (name !== fileField) {
        stream.resume();
        return fail('The form had a file where it takes none.');
      }
      // An empty file input still sends a part, with no file name and no bytes: no file.
      if (!fileName) return void stream.resume();
      const chunks: Buffer[] = [];
      reading.push(
        new Promise((resolve, reject) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (bytes.length > 0 || stream.truncated) {
              files.set(req, { field: name, fileName, declaredType: mimeType, bytes, truncated: stream.truncated });
            }
            resolve();
          });
        }),
      );
    });
    for (const event of ['partsLimit', 'fieldsLimit', 'filesLimit'] as const) {
      parser.on(event, () => fail('The form had more fields than it has.'));
    }
    parser.on('error', () => fail('The form could not be read.'));
    parser.on('finish', () => {
      Promise.all(reading).then(
        () => {
          if (failed) return;
          req.body = fields;
          next();
        },
        () => fail('The form could not be read.'),
      );
    });
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  };
}
