import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md is where a newcomer finds the decision records: each record has one
 * row there, with the date and status its own header gives. A record added without its row (two
 * were, once) is a choice nobody finds.
 */
const DECISIONS = fileURLToPath(new URL('../../docs/decisions', import.meta.url));
const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
const records = readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));

/** The record's `- **Date:**` and `- **Status:**` lines (the status up to its first bracket or period). */
function header(name: string) {
  const text = readFileSync(join(DECISIONS, name), 'utf8');
  const line = (label: string) => text.match(new RegExp(`^- \\*\\*${label}:\\*\\* (.+)$`, 'm'))?.[1] ?? '';
  return { date: line('Date'), status: line('Status').split(/[(.]/)[0].trim() };
}

describe('the index of decision records', () => {
  it('has records to check', () => {
    expect(records.length).toBeGreaterThan(15);
  });

  it.each(records)('lists %s with its date and status', (name) => {
    const row = index.split('\n').find((line) => line.startsWith(`| [${name.slice(0, 3)}](${name})`));
    expect(row, `docs/decisions/README.md has no row for ${name}`).toBeDefined();
    const [, , , date, status] = row!.split('|').map((cell) => cell.trim());
    const own = header(name);
    expect(date).toBe(own.date);
    expect(status.startsWith(own.status), `the index says "${status}", the record "${own.status}"`).toBe(true);
  });
});
