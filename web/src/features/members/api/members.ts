import type {
  Member,
  MemberInput,
  MembersSummary,
  PaymentImportChoice,
  PaymentImportRow,
  PaymentInput,
  VoterList,
} from '@roca/contract/members';
import type { MemberStatus } from '@roca/contract/membership';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiSendText } from '../../../lib/api-client';

/** Every read of the register starts its query key with its path under /api/members. */
const isMembersQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/members');
const refreshRegister = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: (q) => isMembersQuery(q.queryKey) });

export type RegisterFilters = { year: number; status?: MemberStatus; q?: string };

/** GET /api/members: the register with each member's standing for the year. Admin and Super only. */
export function useMembersList(filters: RegisterFilters, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['/api/members', filters],
    queryFn: () => {
      const params = new URLSearchParams({ year: String(filters.year) });
      if (filters.status) params.set('status', filters.status);
      if (filters.q?.trim()) params.set('q', filters.q.trim());
      return apiGet<Member[]>(`/api/members?${params}`);
    },
    enabled,
  });
}

/** GET /api/members/summary: the counts every staff role may see. */
export const useMembersSummary = (date: string) =>
  useQuery({
    queryKey: ['/api/members/summary', date],
    queryFn: () => apiGet<MembersSummary>(`/api/members/summary?${new URLSearchParams({ date })}`),
  });

/** GET /api/members/voters: members in good standing on the day. */
export const useVoterList = (date: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: ['/api/members/voters', date],
    queryFn: () => apiGet<VoterList>(`/api/members/voters?${new URLSearchParams({ date })}`),
    enabled,
  });

function useRegisterMutation<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => refreshRegister(queryClient) });
}

const memberPath = (id: string) => `/api/members/${encodeURIComponent(id)}`;

export const useCreateMember = () => useRegisterMutation((input: MemberInput) => apiRequest<Member>('POST', '/api/members', input));

export const useUpdateMember = () =>
  useRegisterMutation(({ id, input }: { id: string; input: MemberInput }) => apiRequest<Member>('PUT', memberPath(id), input));

export const useDeleteMember = () => useRegisterMutation((id: string) => apiRequest<void>('DELETE', memberPath(id)));

export const useAddPayment = () =>
  useRegisterMutation(({ memberId, input }: { memberId: string; input: PaymentInput }) =>
    apiRequest<Member>('POST', `${memberPath(memberId)}/payments`, input),
  );

export const useDeletePayment = () =>
  useRegisterMutation(({ memberId, paymentId }: { memberId: string; paymentId: string }) =>
    apiRequest<void>('DELETE', `${memberPath(memberId)}/payments/${encodeURIComponent(paymentId)}`),
  );

/** POST /api/members/import-payments: the CSV as the body, staff's choices as `choice` parameters (docs/api.md). */
function importPayments(csv: string, dryRun: boolean, choices: PaymentImportChoice[]) {
  const params = new URLSearchParams({ dryRun: String(dryRun) });
  for (const { transactionId, memberId } of choices) params.append('choice', `${transactionId}:${memberId}`);
  return apiSendText<PaymentImportRow[]>('POST', `/api/members/import-payments?${params}`, csv, 'text/csv');
}

/** The preview writes nothing, so it refreshes nothing. */
export const usePreviewImport = () => useMutation({ mutationFn: ({ csv }: { csv: string }) => importPayments(csv, true, []) });

export const useApplyImport = () =>
  useRegisterMutation(({ csv, choices }: { csv: string; choices: PaymentImportChoice[] }) => importPayments(csv, false, choices));
