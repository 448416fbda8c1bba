import type { AddressInfo } from 'node:net';
import { createApp } from '../../functions/src/app';

/** A small fetch helper for the API at `base`: JSON in, `{ status, json, text, headers }` out. */
export function apiAt(base: string) {
  return async function call(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: callers look at text */
    }
    return { status: res.status, json, text, headers: res.headers };
  };
}

/**
 * Serves the real Express app of the `api` function on an ephemeral port, against the emulators
 * started by the global setup. Returns a small fetch helper bound to it.
 */
export async function startApi() {
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, call: apiAt(base), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;
