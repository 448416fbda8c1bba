import type { Member, MemberInput, Payment, PaymentImportChoice, PaymentImportRow, PaymentInput } from '@roca/contract/members';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiSendText } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { memberLists } from '#web/lib/queries/members';
import { plural } from '#web/lib/plural';

/** Every change to the register makes all its reads stale: the list, the counts and the voter list. */
const invalidates = [memberLists];

const memberPath = (id: string) => `/api/members/${encodeURIComponent(id)}`;
const fullName = (member: Pick<Member, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;

export const useCreateMember = () =>
  useApiMutation({
    request: (input: MemberInput) => apiRequest<Member>('POST', '/api/members', input),
    invalidates,
    success: (member) => ({ title: 'Member added', description: `${fullName(member)} is in the register.` }),
    failure: 'Failed to add member',
  });

export const useUpdateMember = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: MemberInput }) => apiRequest<Member>('PUT', memberPath(id), input),
    invalidates,
    success: (member) => ({ title: 'Member updated', description: `${fullName(member)} was saved.` }),
    failure: 'Failed to update member',
  });

export const useDeleteMember = () =>
  useApiMutation({
    request: (member: Member) => apiRequest<void>('DELETE', memberPath(member.id)),
    invalidates,
    success: (_, member) => ({
      title: 'Member deleted',
      description: `${fullName(member)} and their payments are gone; an Admin can restore them from the audit log.`,
    }),
    failure: 'Failed to delete member',
  });

export const useAddPayment = () =>
  useApiMutation({
    request: ({ member, input }: { member: Member; input: PaymentInput }) =>
      apiRequest<Member>('POST', `${memberPath(member.id)}/payments`, input),
    invalidates,
    success: (_, { member, input }) => ({ title: 'Payment recorded', description: `${fullName(member)}, for ${input.year}.` }),
    failure: 'Failed to record payment',
  });

export const useDeletePayment = () =>
  useApiMutation({
    request: ({ member, payment }: { member: Member; payment: Payment }) =>
      apiRequest<void>('DELETE', `${memberPath(member.id)}/payments/${encodeURIComponent(payment.id)}`),
    invalidates,
    success: (_, { member, payment }) => ({ title: 'Payment deleted', description: `${fullName(member)}, for ${payment.year}.` }),
    failure: 'Failed to delete payment',
  });

/** POST /api/members/import-payments: the CSV as the body, staff's choices as `choice` parameters (docs/api.md). */
function importPayments(csv: string, dryRun: boolean, choices: PaymentImportChoice[]) {
  const params = new URLSearchParams({ dryRun: String(dryRun) });
  for (const { transactionId, memberId } of choices) params.append('choice', `${transactionId}:${memberId}`);
  return apiSendText<PaymentImportRow[]>('POST', `/api/members/import-payments?${params}`, csv, 'text/csv');
}

const countOf = (rows: PaymentImportRow[], outcome: PaymentImportRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;

/** The preview writes nothing, so it makes nothing stale and has no toast: the screen shows its rows, or why the file was refused. */
export const usePreviewImport = () => useMutation({ mutationFn: (csv: string) => importPayments(csv, true, []) });

export const useApplyImport = () =>
  useApiMutation({
    request: ({ csv, choices }: { csv: string; choices: PaymentImportChoice[] }) => importPayments(csv, false, choices),
    invalidates,
    success: (rows) => ({
      title: 'Payments imported',
      description:
        [
          `${plural(countOf(rows, 'new'), 'new member')}, ${plural(countOf(rows, 'matched'), 'payment')} matched`,
          `${countOf(rows, 'duplicate')} already imported`,
          ...(countOf(rows, 'refund') ? [`${plural(countOf(rows, 'refund'), 'payment')} taken back`] : []),
        ].join('; ') + '.',
    }),
    failure: 'Import failed',
  });
