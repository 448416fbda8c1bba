import type { Request } from 'express';

/**
 * The value of the cookie `name` the browser sent, if one of that name has the expected shape.
 * Firebase Hosting forwards only the cookie named `__session` to a function, so the sign-in
 * throttle's device cookie and the member session share that name, each on its own path; a browser
 * sends both only to a path under both, which no route is.
 */
export function cookieValue(req: Request, name: string, shape: RegExp): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [key, value] = pair.trim().split('=');
    if (key === name && shape.test(value ?? '')) return value;
  }
  return undefined;
}
