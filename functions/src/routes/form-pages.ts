import express, { Router, type Request } from 'express';
import { messagePage } from '@roca/contract/function-pages';
import { INBOX_FIELDS, INBOX_KINDS, type InboxKind } from '@roca/contract/inbox-choices';
import { LIMITS } from '@roca/contract/limits';
import { limitBody } from '../middleware/body';
import { limitPerClient } from '../middleware/client-limits';
import { formOf, pageErrors, sendPage } from '../middleware/function-pages';
import { formFileOf, multipartForm } from '../middleware/multipart-form';
import { showInboxForm, submitInboxForm } from '../services/inbox';

/**
 * /forms/** (docs/inbox.md, "The forms"; Hosting rewrites it here): the public contact forms'
 * POSTs, which store an item in the staff inbox and answer with its reference, and GET of a form
 * on a page of its own (the executive cards' "Write to the ..." set the contact form's position).
 * Outside /api, like /mail/** and /membership/join: the forms are plain HTML (urlencoded; the
 * heritage form multipart, for its photo) and the answers are pages. A form is a few kilobytes;
 * the longest message is LIMITS.inboxMessage; a photo at most LIMITS.inboxPhotoMaxBytes.
 */
const FORM_BYTES = 64 * 1024;
const FORM_FIELDS = 40;
/** A form with its photo: a multipart body is the fields and the file, each with a few headers. */
const FORM_WITH_PHOTO_BYTES = FORM_BYTES + LIMITS.inboxPhotoMaxBytes;

const kindOf = (req: Request): InboxKind | undefined => INBOX_KINDS.find((kind) => kind === req.params.kind);

const NO_SUCH_FORM = { status: 404, page: messagePage('There is no such form', ['Write to us with the form on the Contact page.']) };

export function formPagesRouter() {
  const router = Router();
  // With the per-address cap (services/inbox/senders.ts), what bounds a flood: counted across instances.
  const formLimit = limitPerClient(
    'inbox-form',
    { perHour: LIMITS.inboxPerClientPerHour },
    {
      heading: 'Too many messages from this address',
      paragraphs: ['Nothing was sent. Please wait an hour and send the form again, or e-mail us.'],
    },
  );
  router.get('/:kind', async (req, res) => {
    const kind = kindOf(req);
    await sendPage(res, kind ? await showInboxForm(kind, req.query.position) : NO_SUCH_FORM);
  });
  router.post(
    '/:kind',
    formLimit,
    // Only the heritage form carries a file; every other body stays a few kilobytes.
    (req, res, next) =>
      limitBody(req.params.kind === 'heritage' && req.is('multipart/form-data') ? FORM_WITH_PHOTO_BYTES : FORM_BYTES)(req, res, next),
    multipartForm({
      fileField: INBOX_FIELDS.photo,
      maxFileBytes: LIMITS.inboxPhotoMaxBytes,
      maxFields: FORM_FIELDS,
      maxFieldBytes: FORM_BYTES,
    }),
    express.urlencoded({ extended: false, limit: FORM_BYTES, parameterLimit: FORM_FIELDS }),
    async (req, res) => {
      const kind = kindOf(req);
      const file = formFileOf(req);
      const photo = file && { fileName: file.fileName, bytes: file.bytes, truncated: file.truncated };
      await sendPage(res, kind ? await submitInboxForm(kind, formOf(req), { photo }) : NO_SUCH_FORM);
    },
  );
  router.use(
    pageErrors({
      failed: 'Your message was not sent',
      refused: 'Your message could not be read',
      afterwards: `Nothing was stored. Go back and send the form again (a message can be up to ${LIMITS.inboxMessage} characters), or e-mail us.`,
    }),
  );
  return router;
}
