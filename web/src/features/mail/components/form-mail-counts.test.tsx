// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { FormMailCounts as Counts } from '@roca/contract/mail';
import { afterEach, expect, it } from 'vitest';
import { formMailCountsQuery } from '#web/lib/queries/mail';
import { FormMailCounts } from './form-mail-counts';

/** The section as staff see it for these counts (the query's answer already in the cache). */
function shown(counts: Counts) {
  // Not fetched: the answer is in the cache, as the API gave it.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  client.setQueryData(formMailCountsQuery().queryKey, counts);
  render(
    <QueryClientProvider client={client}>
      <FormMailCounts />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Mail from the public forms' });
}

afterEach(cleanup);

const window = (sent: number, cap: number, heldBack = 0) => ({ sent, cap, heldBack, endsAt: '2026-11-29T02:49:00.000Z' });

it('is a section of its own, each window sent against its cap, and says nothing of a cap while none is reached', () => {
  const section = shown({ hour: window(3, 100), day: window(12, 400) });
  expect(within(section).getByText('This hour').nextElementSibling?.textContent).toBe('3 sent of 100');
  expect(within(section).getByText('Today').nextElementSibling?.textContent).toBe('12 sent of 400');
  expect(within(section).queryByRole('status')).toBeNull();
  expect(section.textContent).not.toMatch(/held back/);
});

it('names the window held back at its cap, and until when the forms send nothing', () => {
  const section = shown({ hour: window(100, 100, 5), day: window(100, 400) });
  expect(within(section).getByText('5 held back')).toBeTruthy();
  expect(within(section).getByRole('status').textContent).toMatch(/^A cap is reached: the forms send nothing more until Nov 28, 2026, /);
});
