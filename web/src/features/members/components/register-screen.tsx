import type { Member, MemberInput, Payment, PaymentInput } from '@roca/contract/members';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS, MEMBERSHIP, currentMembershipYear, type MemberStatus } from '@roca/contract/membership';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { membersQuery } from '../../../lib/queries/members';
import { plural } from '../../../lib/plural';
import { useAddPayment, useCreateMember, useDeleteMember, useDeletePayment, useUpdateMember } from '../api/members';
import { MemberCard } from './member-card';
import { MemberForm } from './member-form';
import { PaymentForm } from './payment-form';
import { selectClasses } from './select-classes';

/** One edit at a time: nothing, a new member, one member's details, or one member's new payment. */
type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string } | { mode: 'payment'; id: string };

const SEARCH_DELAY_MS = 300;

/** The search as typed, sent once typing pauses. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** /admin/members: search and filter the register, add, edit and delete members, record and delete payments. */
export function RegisterScreen() {
  const thisYear = currentMembershipYear();
  const [year, setYear] = useState(thisYear);
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const list = useQuery(membersQuery({ year, status: status || undefined, q }));
  const create = useCreateMember();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const addPayment = useAddPayment();
  const removePayment = useDeletePayment();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [toDelete, setToDelete] = useState<Member | null>(null);
  const [paymentToDelete, setPaymentToDelete] = useState<{ member: Member; payment: Payment } | null>(null);
  const stopEditing = () => setEditing({ mode: 'none' });
  const ids = { search: useId(), year: useId(), status: useId() };
  const isEditing = editing.mode !== 'none';
  const years = Array.from({ length: Math.min(6, thisYear - MEMBERSHIP.earliestYear + 2) }, (_, i) => thisYear + 1 - i);

  // Each save's toasts are declared with its mutation (api/members.ts); a form closes only once its save succeeds.
  const saveNew = (input: MemberInput) => create.mutateAsync(input).then(stopEditing);
  const saveExisting = (id: string, input: MemberInput) => update.mutateAsync({ id, input }).then(stopEditing);
  const savePayment = (member: Member, input: PaymentInput) => addPayment.mutateAsync({ member, input }).then(stopEditing);

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
  }

  function confirmDeletePayment() {
    if (paymentToDelete) removePayment.mutate(paymentToDelete, { onSettled: () => setPaymentToDelete(null) });
  }

  const members = list.data ?? [];
  const filtered = Boolean(status || q.trim());
  return (
    <div className="space-y-6">
      <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor={ids.search} className="mb-1 block text-sm font-medium text-gray-900">
            Search
          </label>
          <Input
            id={ids.search}
            type="search"
            value={search}
            placeholder="Name, e-mail or address"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.year} className="mb-1 block text-sm font-medium text-gray-900">
            Year
          </label>
          <select id={ids.year} className={selectClasses} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className="mb-1 block text-sm font-medium text-gray-900">
            Status
          </label>
          <select id={ids.status} className={selectClasses} value={status} onChange={(e) => setStatus(e.target.value as MemberStatus | '')}>
            <option value="">All members</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MEMBER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-800" aria-live="polite">
          {list.isSuccess &&
            (filtered ? `${plural(members.length, 'member')} found` : `${plural(members.length, 'member')} in the register`)}
        </p>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={isEditing}>
          Add Member
        </Button>
      </div>

      {editing.mode === 'new' && <MemberForm pending={create.isPending} onSave={saveNew} onCancel={stopEditing} />}

      {list.isPending && <p className="text-gray-700">Loading the register...</p>}
      {list.isError && (
        <p role="alert" className="text-red-800">
          Error loading the register: {errorMessage(list.error)}
        </p>
      )}
      {list.isSuccess && members.length === 0 && editing.mode !== 'new' && (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-800">
          {filtered ? 'No member matches.' : 'No members yet. Add one, or import the payment provider’s CSV.'}
        </p>
      )}

      <ul className="space-y-4">
        {members.map((member) => (
          <li key={member.id}>
            {editing.mode === 'edit' && editing.id === member.id ? (
              <MemberForm
                member={member}
                pending={update.isPending}
                onSave={(input) => saveExisting(member.id, input)}
                onCancel={stopEditing}
              />
            ) : (
              <MemberCard
                member={member}
                year={year}
                actionsDisabled={isEditing}
                onEdit={() => setEditing({ mode: 'edit', id: member.id })}
                onRecordPayment={() => setEditing({ mode: 'payment', id: member.id })}
                onDelete={() => setToDelete(member)}
                onDeletePayment={(payment) => setPaymentToDelete({ member, payment })}
                paymentForm={
                  editing.mode === 'payment' && editing.id === member.id ? (
                    <PaymentForm
                      member={member}
                      pending={addPayment.isPending}
                      onSave={(input) => savePayment(member, input)}
                      onCancel={stopEditing}
                    />
                  ) : undefined
                }
              />
            )}
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Member"
        description={`Are you sure you want to delete ${toDelete?.firstName ?? ''} ${toDelete?.lastName ?? ''} from the register? This also deletes their ${plural(toDelete?.payments.length ?? 0, 'payment')}.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={paymentToDelete !== null}
        onOpenChange={(open) => !open && setPaymentToDelete(null)}
        title="Delete Payment"
        description={`Delete the payment of ${paymentToDelete?.payment.date ?? ''} for ${paymentToDelete?.payment.year ?? ''} by ${paymentToDelete?.member.firstName ?? ''} ${paymentToDelete?.member.lastName ?? ''}?`}
        confirmLabel="Delete"
        pending={removePayment.isPending}
        onConfirm={confirmDeletePayment}
      />
    </div>
  );
}
