/**
 * The lowest floor (docs/decisions/019): the one path of every staff change (runStaffTransaction,
 * writeStaffChange), the audit log it records, the publish queue it asks, and the turns of
 * transactions that decide from a query (read-guards.ts).
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export {
  actionOf,
  auditCollection,
  auditTrailOf,
  isMemberChange,
  isSystemActor,
  itemTypeOf,
  listAudit,
  recordAudit,
  removePersonalDataFromAudit,
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
export { nextTurn } from './read-guards';
export { afterStaffChange, changeDocument, deleteItem, runStaffTransaction, writeStaffChange } from './staff-changes';
