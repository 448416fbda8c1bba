// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { ApiError } from './api-client';
import { type ToastText, toastFor, useApiMutation } from './mutations';

/** A query client like the app's, and the toasts its mutation cache would show. */
function setUp() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: async () => [], staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  const toasts: ToastText[] = [];
  client.getMutationCache().subscribe((event) => {
    const toast = toastFor(event);
    if (toast) toasts.push(toast);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, toasts, wrapper };
}

it('a success makes the lists it names stale (by key prefix) and shows the declared toast', async () => {
  const { client, toasts, wrapper } = setUp();
  const watched = ['/api/events', { audience: 'staff' }];
  const unrelated = ['/api/users'];
  await client.fetchQuery({ queryKey: watched });
  await client.fetchQuery({ queryKey: unrelated });
  const { result } = renderHook(
    () =>
      useApiMutation({
        request: async (name: string) => ({ name }),
        invalidates: [['/api/events']],
        success: (data, name) => ({ title: 'Event created successfully', description: `${data.name} / ${name}` }),
        failure: 'Failed to create event',
      }),
    { wrapper },
  );
  await act(() => result.current.mutateAsync('Picnic'));
  expect(toasts).toEqual([{ title: 'Event created successfully', description: 'Picnic / Picnic' }]);
  expect(client.getQueryState(watched)?.isInvalidated).toBe(true);
  expect(client.getQueryState(unrelated)?.isInvalidated).toBe(false);
});

it("a failure shows a destructive toast with the declared title and the server's message", async () => {
  const { toasts, wrapper } = setUp();
  const { result } = renderHook(
    () =>
      useApiMutation({
        request: async (_id: string) => {
          throw new ApiError(403, JSON.stringify({ message: 'Your role does not allow this' }));
        },
        invalidates: [],
        success: 'Event deleted successfully',
        failure: (id) => `Failed to delete event ${id}`,
      }),
    { wrapper },
  );
  await act(() => result.current.mutateAsync('e1').catch(() => undefined));
  expect(toasts).toEqual([{ title: 'Failed to delete event e1', description: 'Your role does not allow this', variant: 'destructive' }]);
});

it('a mutation that declares no success toast shows none', async () => {
  const { toasts, wrapper } = setUp();
  const { result } = renderHook(
    () => useApiMutation({ request: async (isVisible: boolean) => isVisible, invalidates: [], failure: 'Failed to update visibility' }),
    { wrapper },
  );
  await act(() => result.current.mutateAsync(true));
  expect(toasts).toEqual([]);
});
