import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html page under a built client directory (not under assets/ or hidden folders such as .vite). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name.startsWith('.') ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
