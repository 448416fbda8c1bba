/**
 * The association's logo, the same drawing as web/public/favicon.svg (the staff app's icon; a unit
 * test keeps the two equal). A public page carries it as a data URL, for its header and its tab
 * icon: no request, so nothing for the page to wait on and one connection fewer on a phone.
 */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#14532d"/><path d="M7 22 16 9l9 13z" fill="#bbf7d0"/></svg>';

export const LOGO_DATA_URL = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;
