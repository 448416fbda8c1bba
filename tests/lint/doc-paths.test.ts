import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * README.md and docs/ name only paths that exist: a volunteer who follows one to a file that was
 * moved or renamed is lost. Checked: the paths in code spans (`like/this.ts`), Markdown link
 * targets and prose, named from the repository's root (`functions/src/jobs.ts`, `web/src/function-pages/`,
 * `docs/decisions/014`), through the web's alias (`#web/lib/dates.ts`), or shortened from within
 * a folder (`services/mail/message.ts`, `jobs.ts`): a shortened path exists when a file or folder
 * of the repository ends with it.
 * Not checked, as they name no file of the repository: URLs and the site's paths (`/api/members`),
 * Firestore documents (`members/{id}`), packages, globs, placeholders (`NNN`), folders still to
 * come (`inbox/`), what the build and the local stack write (a path git ignores: `web/dist/...`,
 * `.data/...`), and decision records that are superseded, which tell how things were.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

const isSuperseded = (text: string) => /^- \*\*Status:\*\*.*superseded/im.test(text);
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]
  .map((document) => ({ document, text: readFileSync(join(ROOT, document), 'utf8') }))
  .filter(({ text }) => !isSuperseded(text));

/** Every file git knows (tracked, or new and not ignored), and every folder above one. */
const files = git('ls-files', '--cached', '--others', '--exclude-standard');
const paths = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const TOP_LEVEL = new Set([...paths].filter((path) => !path.includes('/')));
const shortened = [...paths].map((path) => `/${path}`);

/** How the name of a file of ours ends: a path that ends so is checked (a bare name only when it is code or a page of docs). */
const SOURCE_FILE = /\.(?:ts|tsx|mjs|cjs|js|jsonc?|md|css|html|rules|sh)$/;
const BARE_SOURCE_FILE = /^[\w-][\w.-]*\.(?:ts|tsx|mjs|cjs|md|rules)$/;

/** In prose, a path from a root folder of ours (`docs/mail.md`, written without backticks). */
const FROM_ROOT = new RegExp(`(?<![\\w/.:@#-])(?:${[...TOP_LEVEL].filter((name) => !name.includes('.')).join('|')})/[\\w./-]*`, 'g');

/** What code spans and link targets hold, word by word, and the paths from a root folder in prose. */
const named = (line: string) =>
  [
    ...[...line.matchAll(/`([^`\n]+)`/g), ...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
    ...[...line.matchAll(FROM_ROOT)].map((match) => match[0]),
  ]
    .flatMap((span) => span.split(/[\s,;()"'=]+/))
    .map((word) =>
      word
        .replace(/[.:]+$/, '')
        .replace(/#[\w-]*$/, '')
        .replace(/^#web\//, 'web/src/'),
    );

function isPathOfOurs(word: string) {
  if (!/^[\w.-][\w./-]*$/.test(word) || word.startsWith('./') || word.includes('NNN')) return false;
  if (!word.includes('/')) return BARE_SOURCE_FILE.test(word);
  return TOP_LEVEL.has(word.split('/')[0]) || SOURCE_FILE.test(word);
}

function exists(word: string) {
  const path = word.replace(/\/$/, '');
  // A module as an import names it: without its extension.
  if (['', '.ts', '.tsx', '/index.ts'].some((end) => paths.has(path + end))) return true;
  if (/^docs\/decisions\/\d{3}$/.test(path)) return files.some((file) => file.startsWith(`${path}-`));
  return !TOP_LEVEL.has(path.split('/')[0]) && shortened.some((p) => p.endsWith(`/${path}`));
}

describe('README.md and docs/', () => {
  it('name only paths that exist', () => {
    const unknown = DOCUMENTS.flatMap(({ document, text }) =>
      text.split('\n').flatMap((line, index) =>
        named(line)
          .filter((word) => isPathOfOurs(word) && !exists(word))
          .map((word) => ({ word, where: `${document}:${index + 1}` })),
      ),
    );
    // What the build and the local stack write is there only after they ran: git ignores it.
    const ignored = new Set(unknown.length ? git('check-ignore', '--no-index', ...new Set(unknown.map(({ word }) => word))) : []);
    expect(unknown.filter(({ word }) => !ignored.has(word)).map(({ where, word }) => `${where} ${word}`)).toEqual([]);
  });
});
