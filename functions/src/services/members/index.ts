/**
 * The register of members (docs/members.md): members, their payments, the PayPal transactions
 * they claim, the CSV import, refunds taken back, and the members' personal data leaving the audit log.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { removeExpiredMemberData } from './audit-retention';
export { addPayment, deletePayment } from './member-payments';
export { mailTopicsAfterStaffEdit } from './member-topics';
export { restoreDeletedPayment, restoreMemberClaims } from './member-restore';
export {
  byDate,
  createMember,
  deleteMember,
  listMembers,
  membersCollection,
  membersSummary,
  storedMemberFields,
  storedPayments,
  updateMember,
  voterList,
  type StoredPayment,
} from './members';
export { changeOwnDetails, changeOwnEmail, membersWithEmail, readMember, recordOwnTopics, recordPortalUse } from './own-entry';
export { transactionClaimsCollection, heldTransactionClaims } from './transaction-claims';
export { applyPaymentImport, previewPaymentImport } from './payment-import';
export { takeBackPayment } from './payment-take-backs';
