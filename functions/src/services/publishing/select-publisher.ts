import { applicationDefault } from 'firebase-admin/app';
import { config } from '../../config';
import { hostingPublisher } from './hosting-publisher';
import { localPublisher } from './local-publisher';
import type { Publisher } from './publisher';

/**
 * The Hosting REST API in production; on the emulators (no Hosting API emulator exists) the
 * folder the local Hosting emulator serves, which scripts/lib/stack-config.ts passes as
 * ROCA_PUBLIC_DIR. Cheap handles, made on each call, like the object stores.
 */
export function publisher(): Publisher {
  const { emulated, localPublicDir, hostingSite } = config();
  if (emulated) {
    if (!localPublicDir) throw new Error('ROCA_PUBLIC_DIR is not set: the emulators have no folder to publish the public pages to');
    return localPublisher(localPublicDir);
  }
  if (!hostingSite) throw new Error('No Hosting site to publish to: set ROCA_HOSTING_SITE (or run in a Firebase project)');
  // The function's service account (in Cloud Functions, from the metadata server); one token per publish.
  let token: Promise<string> | undefined;
  const accessToken = () =>
    (token ??= applicationDefault()
      .getAccessToken()
      .then((t) => t.access_token));
  return hostingPublisher({ siteId: hostingSite, accessToken });
}
