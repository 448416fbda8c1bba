/**
 * Staff accounts (docs/handover.md, docs/security.md): users, sign-in and its throttle, sessions,
 * password resets, invitations, recovery e-mails, the AGM handover and the keys held outside the site.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { createHandover, deleteHandover, listHandovers, markExecutiveUpdated, retireOutgoing, transferRole } from './handovers';
// The one-time links' pattern, which My membership's links follow too (docs/decisions/022).
export { createLink, markUsed, openLink, useLink, type LinkRefusals } from './account-links';
export { acceptInvitation, checkInvitation, createInvitation, listInvitations, revokeInvitation, writeInvitation } from './invitations';
export { createKeyHolder, deleteKeyHolder, listKeyHolders, updateKeyHolder } from './key-holders';
export { login } from './login';
export { clearLockout, listLockouts } from './login-throttle';
export { checkPasswordReset, newResetLink, requestPasswordReset, resetPassword } from './password-reset';
export {
  checkRecoveryEmail,
  checkRecoveryEmailUndo,
  confirmRecoveryEmail,
  requestRecoveryEmail,
  undoRecoveryEmail,
  writeRecoveryEmailRequest,
} from './recovery-email';
export { changeOwnPassword } from './own-password';
export { isCurrentSession } from './sessions';
export { createOrResetAdmin, createUser, deleteUser, listUsers, publicUserFromDoc, updateUser, usersCollection } from './users';
