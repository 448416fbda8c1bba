import type {
  ForgotPasswordInput,
  InvitationAcceptInput,
  InvitationLink,
  PasswordResetInput,
  PasswordResetLink,
  RecoveryEmailLink,
  RecoveryEmailUndoLink,
} from '@roca/contract/account-links';
import { apiRequest } from '#web/lib/api-client';

/**
 * The calls behind the links e-mailed to staff (docs/security.md, "Account links"), made without a
 * session: the link's code, from the page address's fragment, is the proof. Each page first asks
 * `check` (a POST, which changes nothing) and shows what the link is for, then posts its form.
 */
export const accountLinks = {
  requestReset: (input: ForgotPasswordInput) => apiRequest<{ message: string }>('POST', '/api/password-reset/request', input),
  checkReset: (token: string) => apiRequest<PasswordResetLink>('POST', '/api/password-reset/check', { token }),
  reset: (input: PasswordResetInput) => apiRequest<{ username: string }>('POST', '/api/password-reset', input),
  checkInvitation: (token: string) => apiRequest<InvitationLink>('POST', '/api/invitations/check', { token }),
  acceptInvitation: (input: InvitationAcceptInput) => apiRequest<{ username: string }>('POST', '/api/invitations/accept', input),
  checkRecoveryEmail: (token: string) => apiRequest<RecoveryEmailLink>('POST', '/api/recovery-email/check', { token }),
  confirmRecoveryEmail: (token: string) => apiRequest<RecoveryEmailLink>('POST', '/api/recovery-email/confirm', { token }),
  checkRecoveryEmailUndo: (token: string) => apiRequest<RecoveryEmailUndoLink>('POST', '/api/recovery-email/undo/check', { token }),
  undoRecoveryEmail: (token: string) => apiRequest<RecoveryEmailUndoLink>('POST', '/api/recovery-email/undo', { token }),
};
