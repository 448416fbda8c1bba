// One function instance for scripts/bench/body-memory.ts: the built `api` function behind the
// same body parsers the Functions emulator runs (and the Functions Framework in production, with
// the same limits): JSON, text, urlencoded and raw, each up to 32 MB, before the function.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
const fromFirebaseTools = createRequire(load.resolve('firebase-tools/package.json'));
const express = fromFirebaseTools('express');
const bodyParser = fromFirebaseTools('body-parser');
const { api } = load(process.argv[2]);

const limit = '32mb';
const keepRaw = (req, _res, buf) => (req.rawBody = buf);
const app = express();
app.use(bodyParser.json({ limit, verify: keepRaw }));
app.use(bodyParser.text({ limit, verify: keepRaw }));
app.use(bodyParser.urlencoded({ extended: true, limit, verify: keepRaw }));
app.use(bodyParser.raw({ type: '*/*', limit, verify: keepRaw }));
app.all('/*', (req, res) => api(req, res));
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  if (message === 'report') process.send({ maxRssBytes: process.resourceUsage().maxRSS * 1024 });
});
