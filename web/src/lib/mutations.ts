import { type MutationCacheNotifyEvent, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from './api-client';

export type ToastText = { title: string; description?: string; variant?: 'default' | 'destructive' };

/** What a mutation tells the person when it ends, declared with it and shown by the staff layout. */
type MutationToasts = {
  success?: (data: unknown, variables: unknown) => ToastText;
  failureTitle: (variables: unknown) => string;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { toasts?: MutationToasts };
  }
}

/**
 * A staff change through the API, declared once: the request, the lists it makes stale (each a
 * query key or key prefix; read again before the mutation counts as done, so the screen shows the
 * change with the success toast), and its toasts. A failure toast has the server's message as its
 * description. The toasts are shown by components/admin/mutation-toasts.tsx, so a call site
 * only handles what its own screen does next (close a form, say).
 */
export function useApiMutation<TVariables, TData>({
  request,
  invalidates,
  success,
  failure,
}: {
  request: (variables: TVariables) => Promise<TData>;
  invalidates: readonly QueryKey[];
  success?: string | ((data: TData, variables: TVariables) => ToastText);
  failure: string | ((variables: TVariables) => string);
}) {
  const queryClient = useQueryClient();
  const toasts: MutationToasts = {
    success:
      success === undefined
        ? undefined
        : (data, variables) => (typeof success === 'string' ? { title: success } : success(data as TData, variables as TVariables)),
    failureTitle: (variables) => (typeof failure === 'string' ? failure : failure(variables as TVariables)),
  };
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: { toasts },
  });
}

/** The toast a mutation declared for this step of its life (success or failure), if any. */
export function toastFor(event: MutationCacheNotifyEvent): ToastText | null {
  if (event.type !== 'updated') return null;
  const { mutation, action } = event;
  const toasts = mutation.meta?.toasts;
  if (!toasts) return null;
  const { variables } = mutation.state;
  if (action.type === 'success') return toasts.success?.(action.data, variables) ?? null;
  if (action.type === 'error')
    return { title: toasts.failureTitle(variables), description: errorMessage(action.error), variant: 'destructive' };
  return null;
}
