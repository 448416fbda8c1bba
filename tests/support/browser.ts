import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { clearDatabase } from './db';
import { checkEveryQueuedMessageAfterEach } from './mail';

/** Debian Chromium, headless, with the flags this closed network needs (no downloads, no Google services). */
async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * One Chromium for every browser test file: the integration files run one after another in one
 * process (vitest.config.ts, isolate: false), and launching it again for each file cost about a
 * second each time. Launched again if it ever went away; Playwright closes it when the process exits.
 */
let running: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const browser = await running;
  if (browser?.isConnected()) return browser;
  running = launchBrowser();
  return running;
}

/**
 * The set-up every browser test file shares: Chromium, with every tab and context the file opened
 * closed after it (contexts share no cookies, storage or cache), and each test starting from a
 * cleared database holding the seed content (`clear: 'once'`: the file's tests only read, so it is
 * cleared once, before them). Call it at the top of a test file; `browser` is ready inside the
 * tests and the file's own hooks, which run after these.
 */
export function browserTestFile({ clear = 'each' }: { clear?: 'each' | 'once' } = {}) {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all((launched?.contexts() ?? []).map((context) => context.close()));
  });
  if (clear === 'each') beforeEach(() => clearDatabase());
  else beforeAll(() => clearDatabase());
  checkEveryQueuedMessageAfterEach();
  // The browser is launched in beforeAll; tests take it at the top of the file.
  const browser = new Proxy({} as Browser, {
    get(_target, property) {
      if (!launched) throw new Error('The browser starts in beforeAll: use it inside a test or a hook');
      const value = Reflect.get(launched, property);
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
  return { browser };
}

/** The Hosting emulator of the test stack, as a visitor reaches it. */
export const siteUrl = (path = '/') => inject('siteUrl') + path;

/** Collects console errors and uncaught page errors, to assert a page ran cleanly. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
