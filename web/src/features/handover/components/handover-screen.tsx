import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataState } from '#web/components/admin/data-state';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { handoversQuery } from '#web/lib/queries/handover';
import { usersQuery } from '#web/lib/queries/users';
import { useStartHandover } from '#web/features/handover/api/handover';
import { HandoverCard } from './handover-card';
import { HandoverForm } from './handover-form';
import { KeyHolders } from './key-holders';

/**
 * /admin/handover (Admins; docs/handover.md): the AGM handover of each position, step by step,
 * and the checklist of keys held outside the site.
 */
export function HandoverScreen() {
  const handovers = useQuery(handoversQuery);
  const users = useQuery(usersQuery);
  const start = useStartHandover();
  const [open, setOpen] = useState(false);

  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <ScreenHeader
          title="AGM Handover"
          description="After the AGM, hand each position to the person elected: invite them, give them the role, retire the outgoing account once they have signed in, and update the executive page. The audit log records each step."
          action={
            <Button onClick={() => setOpen(true)} disabled={!users.data}>
              Start a Handover
            </Button>
          }
        />
        <DataState
          query={handovers}
          loading="Loading handovers..."
          error="Error loading handovers"
          empty={{ text: 'No handovers yet.', detail: 'Start one for each position that changes hands at the AGM.' }}
        >
          {(list) => (
            <ul className="space-y-4">
              {list.map((handover) => (
                <li key={handover.id}>
                  <HandoverCard handover={handover} />
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </div>
      <KeyHolders />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Start a Handover"
        description="Someone new gets an invitation by e-mail at once; an existing account gets the role in the next step."
      >
        {users.data && (
          <HandoverForm
            users={users.data}
            pending={start.isPending}
            onSave={(input) => start.mutateAsync(input).then(() => setOpen(false))}
            onCancel={() => setOpen(false)}
          />
        )}
      </Dialog>
    </div>
  );
}
