/**
 * Memory of an `api` instance. The Functions Framework parses any request body of up to 32 MB
 * before the app can refuse it, and the costliest JSON of that size takes about 1.2 GB at its
 * peak (1 GiB survives only up to 24 MB of it). 2 GiB, the smallest size above 1 GiB, with a
 * 1.5 GiB V8 heap (NODE_OPTIONS in functions/.env): no single request can stop an instance.
 * Measured by `npm run bench` (docs/security.md, "Body size").
 */
export const API_MEMORY = '2GiB';
