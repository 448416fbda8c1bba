import { Readable } from 'node:stream';
import express, { Router } from 'express';
import { LIMITS, megabytes, uploadRequest } from '@roca/contract';
import { authenticate, requirePermission } from '../middleware/auth';
import { limitBody, requireJsonBody } from '../middleware/body';
import { HttpError, notFound } from '../lib/http-errors';
import { parseInput } from '../lib/validate';
import { createUpload, localStoreOr404, receiveLocalUpload } from '../services/content';
import { isObjectPath, isUploadId } from '../storage/object-paths';
import { UploadTooLargeError } from '../storage/object-store';

/**
 * /api/objects: upload URLs for staff, plus the local-disk store's own upload and download
 * endpoints. Mounted before the app's JSON parser: an uploaded file of any content type must
 * reach the PUT handler as a raw stream.
 */
export const objectsRouter = Router();

objectsRouter.post(
  '/upload',
  limitBody(LIMITS.jsonBodyBytes),
  requireJsonBody,
  express.json({ limit: LIMITS.jsonBodyBytes }),
  authenticate,
  requirePermission('editContent'),
  async (req, res) => {
    res.json(await createUpload(req.user!, parseInput(uploadRequest, req.body)));
  },
);

/** The local-disk uploadURL. The token in the URL authorises it, as a signature does in Cloud Storage. */
objectsRouter.put('/upload/:uploadId', async (req, res) => {
  if (!isUploadId(req.params.uploadId)) throw notFound('No such upload');
  try {
    res.json(await receiveLocalUpload(req.params.uploadId, String(req.query.token ?? ''), requestBody(req)));
  } catch (err) {
    if (err instanceof UploadTooLargeError)
      throw new HttpError(
        413,
        `The file is larger than the limit of ${LIMITS.attachmentMaxBytes} bytes (${megabytes(LIMITS.attachmentMaxBytes)})`,
      );
    throw err;
  }
});

/**
 * The Functions emulator parses any body that has a Content-Type (up to 32 MB) before the app
 * runs and keeps the bytes in `rawBody`; the web uploader sends none, so large files stream.
 */
function requestBody(req: express.Request): Readable {
  const rawBody = (req as express.Request & { rawBody?: Buffer }).rawBody;
  return rawBody && req.readableEnded ? Readable.from([rawBody]) : req;
}

/** Downloads from the local-disk store, for anyone with the link (as a Firebase download URL is). */
objectsRouter.get('/uploads/:objectId', async (req, res) => {
  const store = localStoreOr404();
  const objectPath = `uploads/${req.params.objectId}`;
  const stored = isObjectPath(objectPath) ? await store.stat(objectPath) : null;
  // Only attached files (which have a display name) are published.
  if (!stored?.fileName) throw notFound('File not found');
  res.attachment(stored.fileName);
  res.set({ 'Content-Type': stored.contentType, 'Content-Length': String(stored.size), 'X-Content-Type-Options': 'nosniff' });
  store.read(objectPath).pipe(res);
});
