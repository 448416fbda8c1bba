import type { PublicSiteRenderer } from '@roca/contract/publishing';

/**
 * The web app's renderer of the public pages, loaded on first use: the `api` function starts
 * without React, and only a publish pays for loading it.
 */
export async function loadRenderer(): Promise<PublicSiteRenderer> {
  const { renderer } = await import('roca-public-renderer');
  return renderer;
}
