import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Role } from '@roca/contract';
import { createStaffUser } from '../support/builders';
import { siteUrl } from '../support/browser';
import { waitForPublishedChanges } from '../support/publishing';

/** Fills and submits the /login form the way a person does. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A prerendered sign-in screen (/login, /forgot-password) as a person acts on it: hydrated, its
 * Username field enabled and its button done fading from the disabled grey, which axe would
 * otherwise measure half-way (the app loads after the largest paint, so hydration can land while
 * axe runs).
 */
export async function untilSignInFormHydrated(page: Page) {
  await page.getByLabel('Username').and(page.locator(':enabled')).waitFor();
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/**
 * A staff member of this role, created through the real users service, signed in through the
 * login screen; the page ends on the Control Panel.
 */
export async function signInAs(browser: Browser, role: Role, { width = 1280 } = {}) {
  const staff = await createStaffUser(role);
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  // Fail on the step that is stuck, well before the test's own time limit.
  page.setDefaultTimeout(20_000);
  await page.goto(siteUrl('/login'));
  await submitLogin(page, staff.username, staff.password);
  await page.waitForURL(siteUrl('/control-panel'));
  // The panel is there once the users are (the Total Users figure), with their account warnings.
  await page.locator('dt', { hasText: 'Total Users' }).locator('xpath=following-sibling::dd').filter({ hasText: /^\d+$/ }).waitFor();
  return { page, ...staff };
}

/**
 * The toast on screen, in Radix's "Notifications" region. Found by CSS rather than by role: while
 * a modal dialog is open the rest of the page (toasts included) is hidden from the accessibility
 * tree, which is why the dialogs also show the server's message inside themselves.
 */
export function toastRegion(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"]');
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = toastRegion(page);
  await region.getByText(title, { exact: true }).waitFor();
  if (description !== undefined) await region.getByText(description, { exact: true }).waitFor();
}

/** Opens an admin screen from the admin navigation, as a person would. */
export async function openAdminScreen(
  page: Page,
  linkName:
    | 'Dashboard'
    | 'Developments'
    | 'Events'
    | 'Content'
    | 'Manage Users'
    | 'Analytics'
    | 'Members'
    | 'Sign-ups'
    | 'Mail'
    | 'Inbox'
    | 'Audit Log'
    | 'Handover'
    | 'My Account',
) {
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: linkName, exact: true }).click();
}

/** A fresh visitor (no session, no cache) opening the public home page once the latest changes are published. */
export async function openHomeAsVisitor(browser: Browser, waitForText: string) {
  await waitForPublishedChanges();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl('/'));
  await page.getByText(waitForText, { exact: true }).first().waitFor();
  return { page, close: () => context.close() };
}

/**
 * Changes the JSON body of the page's next `method` request to `path` before it leaves the
 * browser, the way an older copy of the screen, whose rules differ from the server's, would send
 * it. The real API answers it; `answer` resolves to that response.
 */
export async function alterNextRequestBody(page: Page, method: string, path: string, patch: Record<string, unknown>) {
  const url = siteUrl(path);
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== method) return route.fallback();
    await route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), ...patch }) });
    await page.unroute(url);
  });
  return { answer: page.waitForResponse((response) => response.url() === url && response.request().method() === method) };
}

/** The control is marked invalid, and the text it is described by includes this error message. */
export async function expectFieldError(control: Locator, message: string) {
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const page = control.page();
  const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  // Colours as a person sees them at rest: a button that just became enabled fades from grey to
  // its colour (transition-colors), and mid-fade its contrast is neither one's.
  // (A spinner's endless animation never finishes, so only the ones that end are waited for. A
  // transition cancelled meanwhile, its element re-rendered or restyled, rejects `finished` with an
  // AbortError: it is at rest too.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the site's CSP (script-src 'self') does not apply;
  // once per page load (a screen opened from the navigation keeps it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
    ).axe.run(),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation, and no sideways scrolling, at a phone's width and a desktop's; ends at 1280 px. */
export async function expectAccessible(page: Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ what, width, violations: await seriousViolations(page) }).toEqual({ what, width, violations: [] });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${what}: no sideways scrolling at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
