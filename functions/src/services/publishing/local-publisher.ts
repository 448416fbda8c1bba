import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSitePath, type Publisher } from './publisher';

/**
 * Writes the published files into the folder the Hosting emulator serves (each local stack has
 * its own copy of the built site: scripts/lib/stack-config.ts). Every file is written beside its
 * place first and then renamed over it, so a visitor never reads half a page, and nothing is
 * replaced until every file has been written.
 */
export function localPublisher(dir: string): Publisher {
  const fileOf = (path: string) => {
    assertSitePath(path);
    return join(dir, path);
  };
  return {
    kind: 'local',

    async publish(files, { remove = [] } = {}) {
      const staged: { temp: string; target: string }[] = [];
      try {
        for (const file of files) {
          const target = fileOf(file.path);
          const temp = `${target}.${randomUUID()}.publishing`;
          await mkdir(dirname(target), { recursive: true });
          await writeFile(temp, file.bytes);
          staged.push({ temp, target });
        }
      } catch (err) {
        await Promise.all(staged.map(({ temp }) => rm(temp, { force: true })));
        throw err;
      }
      for (const { temp, target } of staged) await rename(temp, target);
      for (const path of remove) await rm(fileOf(path), { force: true });
      return { version: null };
    },

    async liveVersion() {
      return null;
    },
  };
}
