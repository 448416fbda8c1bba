/**
 * Undoing a staff change from the audit log (docs/requirements.md, Audit log).
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { restoreFromAuditLog } from './audit-restore';
