// `npm run reset`: forget all local data; the next `npm start` seeds afresh.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stack-config';

rmSync(join(ROOT, '.data'), { recursive: true, force: true });
console.log('Local data removed. The next `npm start` seeds a fresh Admin and sample content.');
