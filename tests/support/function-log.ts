import { afterEach, beforeEach, vi } from 'vitest';
import { logger } from 'firebase-functions';

/**
 * What the function writes to its log during each test of the describe block it is called in:
 * every log line goes through firebase-functions' logger. `text()` is all of it, for checking
 * that no personal data reaches the log.
 */
export function captureFunctionLog() {
  let written: string[] = [];
  beforeEach(() => {
    written = [];
    for (const method of ['debug', 'info', 'log', 'warn', 'error', 'write'] as const) {
      vi.spyOn(logger, method).mockImplementation((...args: unknown[]) => {
        written.push(JSON.stringify(args));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());
  return { text: () => written.join('') };
}
