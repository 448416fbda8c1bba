/**
 * Where the published public pages go (docs/decisions/008): one interface with two twins, like
 * the object stores (functions/src/storage). The local one writes the files the Hosting emulator
 * serves; the Hosting one makes a new version of the live site through the Firebase Hosting REST
 * API. Paths are site paths such as /calendar/index.html or /files/constitution-1a2b.pdf.
 */
export type FileToPublish = { path: string; bytes: Buffer };

export interface Publisher {
  readonly kind: 'local' | 'hosting';
  /**
   * Makes these files live, in place of what is at their paths, and takes the `remove` paths
   * down; every other file stays as it is. All or nothing: when it throws, the live site is as it
   * was. Returns the version now live, where the host has versions.
   */
  publish(files: readonly FileToPublish[], options?: { remove?: readonly string[] }): Promise<{ version: string | null }>;
  /** The version now live, to notice a deploy that replaced the published pages; null locally. */
  liveVersion(): Promise<string | null>;
}

/** A path a publish may write: absolute, without `..` or odd characters (they all come from our own code). */
export function assertSitePath(path: string) {
  if (!/^\/[\w.-]+(?:\/[\w.-]+)*$/.test(path) || path.split('/').includes('..')) throw new Error(`Not a site path: ${path}`);
}
