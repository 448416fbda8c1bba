import { isIP } from 'node:net';
import type { Request } from 'express';
import { config } from '../config';

/**
 * The caller's address, for per-client limits; undefined when the request did not come through
 * the proxies the function trusts (docs/security.md, "Client addresses").
 *
 * In production a request passes Firebase Hosting's CDN, then Google's front end, then reaches
 * the function. Each proxy appends the address it received the request from to
 * X-Forwarded-For, and the function's socket is the front end's. Reading from the right, the
 * socket and then the CDN's address are the TRUSTED_PROXY_HOPS (2) the platform vouches for;
 * the entry before them is the address the CDN saw, the client's. Anything further left is
 * whatever the client wrote itself and is never read. Headers only a proxy should set
 * (Fastly-Client-IP, X-Real-IP, ...) are not trusted: a caller who reaches the function URL
 * directly can send them.
 *
 * The Functions emulator hands requests over a local socket with no address and adds no
 * X-Forwarded-For; its socket counts as the front end's hop, so a caller there has an address
 * only if it sends the header the two proxies would.
 */
export function clientAddress(req: Request): string | undefined {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket?.remoteAddress ?? 'local socket'];
  const hops = config().trustedProxyHops;
  if (chain.length <= hops) return undefined;
  const address = chain[chain.length - 1 - hops];
  return isIP(address) ? address : undefined;
}
