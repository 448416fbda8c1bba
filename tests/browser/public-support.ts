import { createRequire } from 'node:module';
import type { ConsoleMessage, Page } from 'playwright-core';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { PUBLIC_PAGES, PUBLIC_PATHS, type PublicPath } from '../../web/src/publishing/public-pages';

/** The main heading each public route shows (the page title, except where the page words it differently). */
export const PUBLIC_HEADINGS: Record<PublicPath, string> = {
  ...PUBLIC_PAGES,
  '/': SEED_CONTENT.settings.associationName,
  '/boundaries': 'Association Boundaries',
};
export { PUBLIC_PATHS };

/**
 * Console errors of a page, except the browser's own "Failed to load resource" line for an
 * analytics record: tracking is fire-and-forget (docs/requirements.md, Analytics) and the page itself logs
 * nothing when it fails, which is what we check here.
 */
export function watchPublicConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    if (msg.location().url.includes('/api/analytics/track')) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Serious and critical axe-core violations of the page as loaded (WCAG 2.x A and AA rules). */
export async function seriousAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
