import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, tests and docs cite only documents a newcomer can open: the headings of
 * docs/requirements.md, the other docs/*.md pages and the decision records. The product spec,
 * the design notes and the issue tracker are not in the repository, so a citation of one of them
 * ("spec section 7", "design.md", "issue 8") leads nowhere. This test lists every such citation
 * as file:line, and checks that each "docs/requirements.md, Heading" and "docs/decisions/NNN"
 * names something that exists.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** What is scanned: hand-written source, tests, scripts, docs and root configuration. */
const SCANNED = [
  '.ci',
  'contract',
  'functions',
  'web',
  'scripts',
  'tests',
  'docs',
  'README.md',
  'eslint.config.js',
  'knip.jsonc',
  'vitest.config.ts',
  'vitest.rules.config.ts',
  'firestore.rules',
  'storage.rules',
];
/** Generated or installed output, never written by hand. */
const SKIPPED_DIRS = new Set(['node_modules', 'functions/lib', 'web/dist', 'web/build', 'web/.react-router', 'web/public']);
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsonc', '.md', '.css', '.html', '.rules', '.sh', '.yml', '.yaml']);

/**
 * Citations of documents outside the repository. Each is narrow enough that ordinary words pass:
 * zod's `issue.path`, "an issue with the browser", a link to a public GitHub issue
 * (`.../issues/123`), "rules specs", a variable called `spec`, "Section" as a page heading.
 */
const OUTSIDE_CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'spec section', pattern: /\bspec(?:ification)?\s+(?:sections?\b|§)/i },
  { name: 'section sign', pattern: /§\s*\d/ },
  // "(spec)" and "(spec: ...)" in prose, but not an arrow function's parameter `(spec) => ...`.
  { name: 'the spec', pattern: /\b(?:the|this|our|product)\s+spec\b(?!\.\w)|\bspec's\b|\(spec(?::|\)(?!\s*=>))/i },
  { name: 'outside document', pattern: /\b(?:spec|design|conventions)\.md\b|\bdesign card\b|\.\.\/shared\//i },
  { name: 'issue number', pattern: /\bissues?\s*#?\d+/i },
];

function outsideCitations(line: string): string[] {
  return OUTSIDE_CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ name }) => name);
}

function scannedFiles(): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    const entries = readdirSync(join(ROOT, path), { withFileTypes: true });
    for (const entry of entries) {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_DIRS.has(child)) visit(child);
      } else if (TEXT_EXTENSIONS.has(extname(entry.name)) || (path === '.ci' && !extname(entry.name))) {
        files.push(child);
      }
    }
  };
  for (const path of SCANNED.filter((p) => existsSync(join(ROOT, p)))) {
    if (statSync(join(ROOT, path)).isDirectory()) visit(path);
    else files.push(path);
  }
  return files.filter((file) => file !== THIS_FILE);
}

const lines = scannedFiles().flatMap((file) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
);

/** The headings of docs/requirements.md. */
const REQUIREMENT_HEADINGS = [...readFileSync(join(ROOT, 'docs/requirements.md'), 'utf8').matchAll(/^##+\s+(.+?)\s*$/gm)].map(
  (match) => match[1],
);

/** Whether a citation's text starts with a whole heading ("Analytics screen: ..." or "Roles)"). */
const namesHeading = (cited: string) =>
  REQUIREMENT_HEADINGS.some((heading) => cited.startsWith(heading) && !/[\w-]/.test(cited.charAt(heading.length)));
const DECISIONS = readdirSync(join(ROOT, 'docs/decisions'));

describe('the citation patterns', () => {
  it.each([
    ['(spec section 7)', 'spec section'],
    ['spec sections 2, 3 and 9', 'spec section'],
    ['as the spec says', 'the spec'],
    ["the spec's authToken", 'the spec'],
    ['(spec: login and user dialogs)', 'the spec'],
    ['a username and password (spec); accounts', 'the spec'],
    ['(design.md, Roles)', 'outside document'],
    ['see ../shared/conventions.md', 'outside document'],
    ['(issue 8)', 'issue number'],
    ["Issue 7's targets", 'issue number'],
    ['issues 2-8', 'issue number'],
    ['see issue #12', 'issue number'],
  ])('flags %j', (line, name) => {
    expect(outsideCitations(line)).toContain(name);
  });

  it.each([
    'for (const issue of error.issues) {',
    "if (issue.code === 'unrecognized_keys')",
    'Write to Mayor and Council at any time about any issue.',
    'a known issue in Chromium: https://github.com/vitejs/vite/issues/1234',
    'These specs need the official emulators',
    'function resolveModule(from: string, spec: string)',
    ".filter((spec) => !spec.endsWith('.css'))",
    'Section headings of the page',
    'vitest.spec.ts',
    'docs/requirements.md, Roles',
    'docs/decisions/006',
  ])('passes %j', (line) => {
    expect(outsideCitations(line)).toEqual([]);
  });
});

describe('citations in the repository', () => {
  it('scans the source, tests, scripts and docs', () => {
    const files = new Set(lines.map(({ where }) => where.replace(/:\d+$/, '')));
    for (const expected of ['README.md', 'docs/requirements.md', 'contract/src/roles.ts', 'functions/src/app.ts', 'web/src/routes.ts']) {
      expect(files).toContain(expected);
    }
    expect([...files].filter((file) => /node_modules|^web\/dist|^functions\/lib/.test(file))).toEqual([]);
  });

  it('cite no document outside the repository', () => {
    const found = lines.flatMap(({ where, text }) => {
      const names = outsideCitations(text);
      return names.length ? [`${where}: ${names.join(', ')}: ${text.trim()}`] : [];
    });
    expect(found, 'Cite docs/requirements.md (a heading) or docs/decisions/NNN instead').toEqual([]);
  });

  it('name headings that docs/requirements.md has', () => {
    const broken = lines.flatMap(({ where, text }) =>
      // "docs/requirements.md, Roles", "docs/requirements.md, \"Roles\"", "[requirements.md](requirements.md), API"
      [...text.matchAll(/requirements\.md(?:\]\([^)]*\))?,\s*["“]?([^"”]+)/g)]
        .filter((match) => !namesHeading(match[1]))
        .map((match) => `${where}: ${match[0]}`),
    );
    expect(broken, `Headings of docs/requirements.md: ${REQUIREMENT_HEADINGS.join(' | ')}`).toEqual([]);
  });

  it('name decision records that exist', () => {
    const broken = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/decisions\/(\d{3})/g)]
        .filter((match) => !DECISIONS.some((file) => file.startsWith(`${match[1]}-`)))
        .map((match) => `${where}: ${match[0]}`),
    );
    expect(broken).toEqual([]);
  });
});
