/**
 * The lowest floor (docs/decisions/019): the one path of every staff change (runStaffTransaction,
 * writeStaffChange), the audit log it records, and the publish queue it asks.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export {
  auditCollection,
  isMemberChange,
  isSystemActor,
  listAudit,
  recordAudit,
  type Actor,
  type MemberActor,
  type SystemActor,
} from './audit';
export {
  publishStatus,
  readState,
  requestPublish,
  stateDoc,
  stateOf,
  waitForPublish,
  type PublishScope,
  type PublishState,
} from './publish-queue';
export { afterStaffChange, changeDocument, runStaffTransaction, writeStaffChange } from './staff-changes';
