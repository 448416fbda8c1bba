// `npm run reset`: forget all local data; the next `npm start` seeds afresh.
import { rmSync } from 'node:fs';
import { LOCAL_DATA_DIR } from './lib/stack-config';

rmSync(LOCAL_DATA_DIR, { recursive: true, force: true });
console.log('Local data removed. The next `npm start` seeds a fresh Admin and sample content.');
