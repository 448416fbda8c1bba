/**
 * Imported before the Firebase SDK. With no __FIREBASE_DEFAULTS__ global, the SDK looks for its
 * defaults in document.cookie, which Chrome flags as a slow document.cookie read (Lighthouse
 * best practices). Our config comes from /__/firebase/init.json instead, so an empty object
 * says "no defaults" without touching the cookie.
 */
const scope = globalThis as { __FIREBASE_DEFAULTS__?: object };
scope.__FIREBASE_DEFAULTS__ ??= {};
