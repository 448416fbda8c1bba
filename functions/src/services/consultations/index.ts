/**
 * Consultations on development applications (docs/consultations.md; docs/decisions/023): residents'
 * comments on an application's comment window, confirmed by e-mail; moderation and tallies; the
 * association's letter with its appendix, sent as a PDF through the outbox with proof; retention.
 * The window itself is content (services/content/consultation-windows.ts), since the application's
 * page shows it. What the routes and the jobs use; the rest of the folder is its own.
 */
export { commentAction, postComment, showComment } from './comment-pages';
export { commentsCsv, listComments, moderateComment, talliesOf } from './counts';
export { forgetCommenters } from './retention';
export { draftPdf, previewSubmission, saveLetter, sendSubmission, sentPdf, submissionProof } from './submission';
export { closeWindow, consultationDetail, listConsultations, publishSummary, recordDecision, saveWindow } from './windows';
