import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/decisions/007 hold because lint fails when one is crossed. Each
 * case lints a small made-up module at a real place in the tree, exactly as `npm run lint` would,
 * and expects the rule that guards that boundary to name itself. The module is written to disk for
 * the moment it is linted: type-aware rules only see files that exist in a tsconfig's project.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsFor(filePath: string, code: string) {
  const file = join(ROOT, dirname(filePath), `lint-probe-${randomUUID().slice(0, 8)}-${basename(filePath)}`);
  await writeFile(file, code);
  try {
    const [result] = await eslint.lintFiles([file]);
    return result.messages.map((message) => message.ruleId ?? message.message);
  } finally {
    await rm(file, { force: true });
  }
}

// The first case starts TypeScript's program of the web project for the type-aware rules: on a
// busy 2-core machine that alone has taken over 30 s.
describe('import boundaries fail lint', { timeout: 120_000 }, () => {
  it('a web feature importing another feature', async () => {
    const ids = await ruleIdsFor(
      'web/src/features/home/components/probe.ts',
      "import { useEventsList } from '../../admin-events/api/events';\nexport const probe = useEventsList;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  // Imports flow one way in the web app, and name their module from web/src (docs/decisions/011).
  it.each([
    [
      'shared components importing a feature',
      'web/src/components/admin/probe.ts',
      "import { useCreateEvent } from '#web/features/admin-events/api/events';\nexport const probe = useCreateEvent;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a shared helper in lib importing a feature',
      'web/src/lib/probe.ts',
      "import { LoginForm } from '#web/features/auth/components/login-form';\nexport const probe = LoginForm;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing a route module',
      'web/src/features/members/probe.ts',
      "import { handle } from '#web/routes/admin/members';\nexport const probe = handle;\n",
      'import-x/no-restricted-paths',
    ],
    [
      "a web module importing its parent folder's modules by '../' instead of the '#web/' alias",
      'web/src/lib/queries/probe.ts',
      "import { formatLongDate } from '../dates';\nexport const probe = formatLongDate;\n",
      'no-restricted-imports',
    ],
    [
      'a public page importing a staff screen by the alias',
      'web/src/routes/probe.tsx',
      "import { TabNav } from '#web/components/admin/tab-nav';\nexport const probe = TabNav;\n",
      '@typescript-eslint/no-restricted-imports',
    ],
  ])('%s', async (_name, file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it('the page script importing the Firebase SDK', async () => {
    const ids = await ruleIdsFor(
      'web/src/page-script/probe.ts',
      "import { signOut } from 'firebase/auth';\nexport const probe = signOut;\n",
    );
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('a public page importing a zod schema of the contract', async () => {
    const ids = await ruleIdsFor(
      'web/src/routes/probe.tsx',
      "import { eventInput } from '@roca/contract/events';\nexport const probe = eventInput;\n",
    );
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('functions/src/lib importing a service', async () => {
    const ids = await ruleIdsFor(
      'functions/src/lib/probe.ts',
      "import { listUsers } from '../services/accounts';\nexport const probe = listUsers;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  // The server's domains import one way, down the floors, through each other's public face (docs/decisions/019).
  it.each([
    [
      'a domain importing a domain on a higher floor (members reading mail)',
      'functions/src/services/members/probe.ts',
      "import { queueMail } from '../mail';\nexport const probe = queueMail;\n",
    ],
    [
      'a domain importing a domain on its own floor (content reading members)',
      'functions/src/services/content/probe.ts',
      "import { listMembers } from '../members';\nexport const probe = listMembers;\n",
    ],
    [
      'the lowest floor importing a domain (core reading content)',
      'functions/src/services/core/probe.ts',
      "import { readSiteSettings } from '../content';\nexport const probe = readSiteSettings;\n",
    ],
    [
      "a domain importing another domain's module past its public face",
      'functions/src/services/joins/probe.ts',
      "import { queueMail } from '../mail/outbox';\nexport const probe = queueMail;\n",
    ],
    [
      "a route importing a domain's module past its public face",
      'functions/src/routes/probe.ts',
      "import { listMembers } from '../services/members/members';\nexport const probe = listMembers;\n",
    ],
    [
      'a domain importing a route',
      'functions/src/services/mail/probe.ts',
      "import { mailRouter } from '../../routes/mail';\nexport const probe = mailRouter;\n",
    ],
  ])('%s', async (_name, file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('passes a domain importing a lower floor through its public face', async () => {
    const ids = await ruleIdsFor(
      'functions/src/services/joins/probe.ts',
      "import { queueMail } from '../mail';\nimport { listMembers } from '../members';\nexport const probe = [queueMail, listMembers];\n",
    );
    expect(ids).toEqual([]);
  });

  it('the contract importing server code', async () => {
    const ids = await ruleIdsFor(
      'contract/src/probe.ts',
      "import { db } from '../../functions/src/lib/firebase';\nexport const probe = db;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle', async () => {
    // The probe imports display.ts, which imports limits.ts; limits.ts does not import the probe,
    // so the circle is closed through a second probe that the first imports and that imports it.
    const ids = await lintCycle();
    expect(ids).toContain('import-x/no-cycle');
  });

  it('a floating promise in server code', async () => {
    const ids = await ruleIdsFor('functions/src/services/probe.ts', 'async function work() {}\nexport function probe() {\n  work();\n}\n');
    expect(ids).toContain('@typescript-eslint/no-floating-promises');
  });

  it('passes a module that crosses no boundary', async () => {
    const ids = await ruleIdsFor(
      'web/src/page-script/probe.ts',
      "import { statusTone } from '@roca/contract/display';\nexport const probe = statusTone;\n",
    );
    expect(ids).toEqual([]);
  });
});

/** Two modules that import each other, linted while both exist. */
async function lintCycle() {
  const dir = join(ROOT, 'contract/src');
  const id = randomUUID().slice(0, 8);
  const [a, b] = [`lint-probe-${id}-a`, `lint-probe-${id}-b`];
  await writeFile(join(dir, `${a}.ts`), `import { b } from './${b}';\nexport const a = () => b();\n`);
  await writeFile(join(dir, `${b}.ts`), `import { a } from './${a}';\nexport const b = () => a();\n`);
  try {
    const [result] = await eslint.lintFiles([join(dir, `${a}.ts`)]);
    return result.messages.map((message) => message.ruleId ?? message.message);
  } finally {
    await rm(join(dir, `${a}.ts`), { force: true });
    await rm(join(dir, `${b}.ts`), { force: true });
  }
}
