// @vitest-environment happy-dom
import type { Development } from '@roca/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DevelopmentUpdatesSection } from './development-updates-section';

function development(overrides: Partial<Development>): Development {
  return {
    id: overrides.projectTitle ?? 'id',
    projectTitle: 'Project',
    description: 'Description',
    date: '2025-01-01',
    status: 'Under Review',
    attachments: [],
    statusHistory: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const APPLICATIONS_URL = 'https://example.org/development-applications';

const renderWith = (developments: Development[], shown = 10) =>
  render(
    <MemoryRouter>
      <DevelopmentUpdatesSection
        developments={developments}
        shown={shown}
        applicationsUrl={APPLICATIONS_URL}
        associationName="Test Association"
      />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('DevelopmentUpdatesSection', () => {
  it('shows the empty text for an empty list, and never a loading text (the list is part of the page)', () => {
    renderWith([]);
    expect(screen.getByText('No development updates available')).toBeTruthy();
    expect(screen.queryByText(/loading/i)).toBeNull();
  });

  it('lists updates newest first with badge, link labels or URLs and numbered attachments', () => {
    renderWith([
      development({ projectTitle: 'Old', date: '2024-03-01', status: 'Cancelled' }),
      development({
        projectTitle: 'New',
        subTitle: 'Phase 2',
        date: '2025-07-01',
        status: 'Approved',
        link1: 'https://example.org/report',
        linkText1: 'Staff report',
        link2: 'https://example.org/plain',
        attachments: [
          { path: 'a/1', url: '/files/site-plan.pdf', fileName: 'site-plan.pdf', contentType: 'application/pdf', size: 10 },
          { path: 'a/2', url: '/files/traffic.pdf', fileName: 'traffic.pdf', contentType: 'application/pdf', size: 10 },
        ],
      }),
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Project Title', 'Description', 'Links']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^(New|Old)$/).textContent)).toEqual(['New', 'Old']);
    const newRow = within(rows[0]);
    expect(newRow.getByText('Phase 2')).toBeTruthy();
    expect(newRow.getByText('Approved').className).toContain('bg-green-100');
    // The title leads to the application's own page (docs/consultations.md), then its links and files.
    expect(newRow.getByRole('link', { name: 'New' }).getAttribute('href')).toMatch(/^\/applications\/[\w-]+$/);
    expect(newRow.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'New',
      'Staff report',
      'https://example.org/plain',
      'Attachment 1 - site-plan.pdf',
      'Attachment 2 - traffic.pdf',
    ]);
    expect(within(rows[1]).getByText('Cancelled').className).toContain('bg-red-100');
  });

  it("links to the municipality's active development applications", () => {
    renderWith([]);
    expect(screen.getByRole('link', { name: /active development applications/i }).getAttribute('href')).toBe(APPLICATIONS_URL);
  });

  it('shows only the newest it is set to show, and links to the complete list', () => {
    const updates = Array.from({ length: 25 }, (_, i) =>
      development({ id: `u${i}`, projectTitle: `Update ${i}`, date: `2025-01-${String(i + 1).padStart(2, '0')}` }),
    );
    renderWith(updates, 3);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^Update \d+$/).textContent)).toEqual(['Update 24', 'Update 23', 'Update 22']);
    expect(screen.getByRole('link', { name: 'All 25 development updates' }).getAttribute('href')).toBe('/applications');
  });

  it('has no link to the list when it shows every update', () => {
    renderWith([development({ projectTitle: 'Only' })], 3);
    expect(screen.queryByRole('link', { name: /All \d+ development updates/ })).toBeNull();
  });
});
