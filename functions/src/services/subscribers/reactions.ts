import { developmentFromData } from '../content';
import { afterStaffChange, isMemberChange } from '../core';
import { alertSubscribers } from './development-alerts';

/**
 * What the subscribers domain does after staff changes are stored (core/staff-changes.ts,
 * afterStaffChange); index.ts loads this file.
 */

// A development update posted, or its status changed, e-mails the subscribers (docs/mail.md,
// "Development updates"), unless staff marked the save minor. Not an import or a restore, not a
// change of its files. The save stands whatever happens to the alert (mail not set up, say).
afterStaffChange('development', 'alert the subscribers to development updates', async ({ actor, ref, before, after, action, minor }) => {
  // Staff and the system change developments; a member changes only their own entry of the register.
  if (minor || !after || (action !== 'create' && action !== 'update') || isMemberChange(actor)) return;
  const change = !before ? 'created' : before.status !== after.status ? 'status' : null;
  if (change) await alertSubscribers(actor, developmentFromData(ref.id, after), change);
});
