/**
 * Staff screens reached without a session. They show the admin header without its nav and
 * Logout, and they are prerendered (react-router.config.ts): their content does not depend on who
 * is signed in, so the sign-in form paints from the HTML instead of after the app's scripts.
 * They still hydrate the whole app, and they are not in the sitemap (they carry noindex).
 */
export const SIGNED_OUT_STAFF_PATHS = ['/login', '/forgot-password'];
