/**
 * Every public route: prerendered at build time and listed in sitemap.xml. Staff routes are not
 * here. Add a path when you add a public page to routes.ts.
 */
export const PUBLIC_PATHS = ['/'] as const;
