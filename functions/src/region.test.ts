import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@roca/contract/site';

type Rewrite = { source: string; function?: { functionId: string; region: string } };

it("Hosting's rewrites reach the functions in the region they are deployed to", () => {
  const firebaseJson = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8'));
  const functionRewrites = (firebaseJson.hosting.rewrites as Rewrite[]).filter((rewrite) => rewrite.function);
  expect(functionRewrites.map((rewrite) => rewrite.source)).toEqual([
    '/api/**',
    '/calendar.ics',
    '/mail/**',
    '/signup/**',
    '/membership/join',
    '/membership/paid',
    '/membership/renew/**',
    '/my-membership',
    '/my-membership/**',
    '/forms/**',
  ]);
  for (const rewrite of functionRewrites) expect(rewrite.function!.region).toBe(FUNCTIONS_REGION);
});
