import type { Member, MemberInput, Payment } from '@roca/contract/members';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS, MEMBERSHIP, currentMembershipYear, type MemberStatus } from '@roca/contract/membership';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ItemsManager } from '#web/components/admin/items-manager';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Field, Input, Select } from '#web/components/ui/input';
import { membersQuery } from '#web/lib/queries/members';
import { plural } from '#web/lib/plural';
import { useAddPayment, useCreateMember, useDeleteMember, useDeletePayment, useUpdateMember } from '#web/features/members/api/members';
import { MemberCard } from './member-card';
import { MemberForm } from './member-form';
import { PaymentForm } from './payment-form';

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

/**
 * /admin/members: search and filter the register, add, edit and delete members, record and delete
 * payments (the staff kit's ItemsManager; a member's new payment is a part of the member, edited
 * one at a time like the rest).
 */
export function RegisterScreen() {
  const thisYear = currentMembershipYear();
  const [year, setYear] = useState(thisYear);
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const read = useQuery(membersQuery({ year, status: status || undefined, q }));
  // A link to one member (a join marked received): the register shows that member alone, by id,
  // so no name or address travels in the address bar.
  const [params, setParams] = useSearchParams();
  const onlyMember = params.get('member');
  const list = onlyMember ? { ...read, data: read.data?.filter((member) => member.id === onlyMember) } : read;
  const create = useCreateMember();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const addPayment = useAddPayment();
  const removePayment = useDeletePayment();
  const [paymentToDelete, setPaymentToDelete] = useState<{ member: Member; payment: Payment } | null>(null);
  const ids = { search: useId(), year: useId(), status: useId() };
  const years = Array.from({ length: Math.min(6, thisYear - MEMBERSHIP.earliestYear + 2) }, (_, i) => thisYear + 1 - i);

  const members = list.data ?? [];
  const filtered = Boolean(status || q.trim() || onlyMember);
  return (
    <ItemsManager<Member, MemberInput>
      list={list}
      loading="Loading the register..."
      error="Error loading the register"
      empty={{ text: filtered ? 'No member matches.' : 'No members yet. Add one, or import the payment provider’s CSV.' }}
      canEdit
      addLabel="Add Member"
      header={(add) => (
        <>
          <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr]">
            <Field id={ids.search} label="Search">
              <Input
                id={ids.search}
                type="search"
                value={search}
                placeholder="Name, e-mail or address"
                onChange={(e) => setSearch(e.target.value)}
              />
            </Field>
            <Field id={ids.year} label="Year">
              <Select id={ids.year} value={year} onChange={(e) => setYear(Number(e.target.value))}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={ids.status} label="Status">
              <Select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value as MemberStatus | '')}>
                <option value="">All members</option>
                {MEMBER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {MEMBER_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-800" aria-live="polite">
              {list.isSuccess &&
                (filtered ? `${plural(members.length, 'member')} found` : `${plural(members.length, 'member')} in the register`)}
            </p>
            {add}
          </div>
          {onlyMember && (
            <p className="flex flex-wrap items-center gap-3 text-sm text-gray-800">
              Showing one member.
              <Button variant="secondary" size="sm" onClick={() => setParams({})}>
                Show the whole register
              </Button>
            </p>
          )}
        </>
      )}
      nameOf={(member) => `${member.firstName} ${member.lastName}`}
      changes={{ create, update, remove }}
      confirmDelete={(member) => ({
        title: 'Delete Member',
        description: `Are you sure you want to delete ${member.firstName} ${member.lastName} from the register? This also deletes their ${plural(member.payments.length, 'payment')}.`,
      })}
      moreActions={(member, { busy, part }) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={part('payment').open}
          disabled={busy}
          aria-label={`Record a payment for ${member.firstName} ${member.lastName}`}
        >
          Record a payment
        </Button>
      )}
      renderItem={(member, { actions, busy, part }) => {
        const payment = part('payment');
        return (
          <MemberCard
            member={member}
            year={year}
            actions={actions}
            actionsDisabled={busy}
            onDeletePayment={(paid) => setPaymentToDelete({ member, payment: paid })}
            paymentForm={
              payment.isOpen && (
                <PaymentForm
                  member={member}
                  pending={addPayment.isPending}
                  onSave={(input) => addPayment.mutateAsync({ member, input }).then(payment.close)}
                  onCancel={payment.close}
                />
              )
            }
          />
        );
      }}
      renderForm={(props) => <MemberForm {...props} />}
    >
      <ConfirmDialog
        open={paymentToDelete !== null}
        onOpenChange={(open) => !open && setPaymentToDelete(null)}
        title="Delete Payment"
        description={`Delete the payment of ${paymentToDelete?.payment.date ?? ''} for ${paymentToDelete?.payment.year ?? ''} by ${paymentToDelete?.member.firstName ?? ''} ${paymentToDelete?.member.lastName ?? ''}?`}
        confirmLabel="Delete"
        pending={removePayment.isPending}
        onConfirm={() => paymentToDelete && removePayment.mutate(paymentToDelete, { onSettled: () => setPaymentToDelete(null) })}
      />
    </ItemsManager>
  );
}
