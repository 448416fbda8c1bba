import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { LOGO_SVG } from './logo-image';

it("the public pages' logo is the staff app's icon, web/public/favicon.svg", () => {
  expect(readFileSync(resolve(import.meta.dirname, '../../../public/favicon.svg'), 'utf8').trim()).toBe(LOGO_SVG);
});
