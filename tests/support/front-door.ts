import { expect } from 'vitest';
import { siteUrl } from './browser';
import { snapshotData } from './snapshot';

/**
 * Requests as production makes them: into the Hosting emulator, whose /api/** rewrite hands them
 * to the built function in the Functions emulator. There the emulator's own body parsers run
 * before the app, as the Functions Framework's do in production (docs/security.md).
 */
export type SiteResponse = { status: number; headers: Headers; text: string; json: any };

export async function callSite(
  method: string,
  path: string,
  // A FormData body goes as multipart/form-data, with the boundary fetch chooses (no contentType).
  options: {
    body?: string | FormData;
    contentType?: string;
    token?: string;
    headers?: Record<string, string>;
    redirect?: RequestRedirect;
  } = {},
): Promise<SiteResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType) headers['Content-Type'] = options.contentType;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(siteUrl(path), { method, headers, body: options.body, redirect: options.redirect ?? 'follow' });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const postJson = (path: string, body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  callSite('POST', path, { ...options, body: JSON.stringify(body), contentType: 'application/json' });

/** Traces of a stack trace or of the machine's files: none may reach a caller. */
const LEAKS = [/\bat [\w.<>]+ \(/, /\bat \//, /node_modules/, /\/work\//, /\/home\//, /\/workspace\//, /\.js:\d+/, /\.ts:\d+/, /Error:/];

export function expectNoLeak(res: SiteResponse) {
  for (const leak of LEAKS) expect(res.text, `the answer shows ${leak}`).not.toMatch(leak);
}

/** A refusal as the API promises it: this 4xx status, a JSON body with a message, nothing leaked. */
export function expectRefusal(res: SiteResponse, status: number) {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.text).not.toMatch(/<html/i);
  expect(res.json).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(res.json.message.length).toBeGreaterThan(0);
  expectNoLeak(res);
}

/** The stack still serves a normal call after the abuse. */
export async function expectStillAnswers() {
  const res = await callSite('GET', '/api/developments');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.json)).toBe(true);
}

/**
 * Runs an abusive call and proves the three promises of the front door: the given refusal,
 * nothing stored changed, and the next ordinary request is answered.
 */
export async function expectRefusedWithoutHarm(call: () => Promise<SiteResponse>, status: number): Promise<SiteResponse> {
  const before = await snapshotData();
  const res = await call();
  expectRefusal(res, status);
  expect(await snapshotData()).toEqual(before);
  await expectStillAnswers();
  return res;
}
