// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

afterEach(cleanup);

// The statusTone rule (contract/src/display.ts; docs/requirements.md, Development updates):
// Construction / Approved green; Suspended / Cancelled red; Preserved emerald; anything else yellow.
it.each([
  ['Under Construction', 'bg-green-100'],
  ['Approved', 'bg-green-100'],
  ['Suspended', 'bg-red-100'],
  ['Cancelled', 'bg-red-100'],
  ['Preserved', 'bg-emerald-100'],
  ['Under Review', 'bg-yellow-100'],
])('status %s shows a %s badge', (status, colour) => {
  const { getByText } = render(<StatusBadge status={status} />);
  expect(getByText(status).className).toContain(colour);
});

it('no status shows no badge', () => {
  const { container } = render(<StatusBadge status="" />);
  expect(container.innerHTML).toBe('');
});
