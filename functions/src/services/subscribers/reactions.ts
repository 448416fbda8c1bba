import { applicationPath } from '@roca/contract/applications';
import { developmentFromData, readDevelopment } from '../content';
import { afterStaffChange, isMemberChange } from '../core';
import { siteLink } from '../mail';
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

// A comment window opened on an application (docs/consultations.md, "Opening a window") alerts the
// same subscribers, with its dates and the application's page; a change of its dates does not.
// The window stays open whatever happens to the alert.
afterStaffChange('consultation', 'alert the subscribers that comments are open', async ({ actor, ref, before, after }) => {
  // Staff open a window; no member ever changes one.
  if (before || !after || isMemberChange(actor)) return;
  const development = await readDevelopment(ref.id);
  if (!development) return;
  const news = { opensOn: String(after.opensOn), closesOn: String(after.closesOn), pageUrl: siteLink(applicationPath(ref.id)) };
  await alertSubscribers(actor, development, 'comments-open', news);
});
