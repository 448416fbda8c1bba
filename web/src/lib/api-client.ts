import type { ApiErrorBody } from '@roca/contract/errors';

/**
 * The one way the web app talks to /api (docs/requirements.md, API): cookies included, bearer token when
 * signed in, JSON content type only with a body, and errors raised as "{status}: {body}".
 */
export const AUTH_TOKEN_KEY = 'authToken';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
  private get json(): Partial<ApiErrorBody> {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {};
    }
  }
  /** The server's message from a JSON error body, for toasts. */
  get serverMessage(): string {
    return this.json.message ?? this.body;
  }
  /** The server's message for each field it refused (a 400's `fieldErrors`), by field name. */
  get fieldErrors(): Record<string, string> {
    return this.json.fieldErrors ?? {};
  }
}

let tokenProvider: () => Promise<string | null> = async () => localStorage.getItem(AUTH_TOKEN_KEY);

/** The staff session installs a provider that returns a fresh Firebase ID token. */
export function setTokenProvider(provider: () => Promise<string | null>) {
  tokenProvider = provider;
}

export function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return send<T>(method, path, body === undefined ? undefined : { text: JSON.stringify(body), contentType: 'application/json' });
}

/** Sends a body that is not JSON, e.g. a CSV file as text/csv, and reads the JSON answer. */
export function apiSendText<T>(method: string, path: string, text: string, contentType: string): Promise<T> {
  return send<T>(method, path, { text, contentType });
}

/** The request with the session's token; a failure raised as "{status}: {body}". */
async function fetchOk(method: string, path: string, body?: { text: string; contentType: string }): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = await tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = body.contentType;
  const res = await fetch(path, { method, headers, credentials: 'include', body: body?.text });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text || res.statusText);
  }
  return res;
}

/** A file the API serves to staff only (the photo sent with an inbox item): its bytes. */
export async function apiBlob(path: string): Promise<Blob> {
  return (await fetchOk('GET', path)).blob();
}

async function send<T>(method: string, path: string, body?: { text: string; contentType: string }): Promise<T> {
  const res = await fetchOk(method, path, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);

/** Error text for toasts: the server's message when there is one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  return err instanceof Error ? err.message : String(err);
}
