import type { PublicUser } from '@roca/contract';
import { Switch } from '#web/components/ui/switch';
import { useUpdateUser } from '#web/features/admin-users/api/users';

/**
 * The per-person setting of the inbox (docs/inbox.md): an e-mail to the recovery address when an
 * item comes to one's position. On unless turned off; without a position or a confirmed recovery
 * e-mail nothing is sent, and the line says why.
 */
export function InboxNotifications({ user }: { user: PublicUser }) {
  const update = useUpdateUser();
  const why = !user.position
    ? 'Your account holds no position, so no item comes to you.'
    : !user.hasRecoveryEmail
      ? 'Set a recovery e-mail above: the e-mails go there.'
      : `They go to your recovery e-mail when an item comes to the ${user.position}.`;
  return (
    <section aria-labelledby="inbox-notifications" className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="inbox-notifications" className="text-lg font-semibold text-gray-900">
        Inbox e-mails
      </h2>
      <Switch
        id="inbox-notifications-switch"
        label="E-mail me when an inbox item comes to my position"
        checked={user.inboxNotifications !== false}
        disabled={update.isPending}
        onCheckedChange={(checked) => update.mutate({ id: user.id, input: { inboxNotifications: checked } })}
      />
      <p className="text-sm text-gray-700">{why}</p>
    </section>
  );
}
