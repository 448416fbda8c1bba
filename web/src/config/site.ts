/**
 * Every association-specific fact in one place (design.md, Content). Replace the placeholders
 * here when the association's real details are known; pages read them from this module only.
 */
export const site = {
  name: 'Riverside Oaks Community Association',
  shortName: 'ROCA',
  email: 'info@example.org',
  postalAddress: 'PO Box 0000, Example Station, Anytown, BC V0V 0V0',
  socialUrl: 'https://www.facebook.com/',
  socialLabel: 'Facebook',
  municipality: {
    name: 'the City',
    developmentApplicationsUrl: 'https://example.org/development-applications',
    zoningBylawUrl: 'https://example.org/zoning-bylaw',
    participationUrl: 'https://example.org/get-involved',
    budgetDocumentsUrl: 'https://example.org/budget',
  },
  payment: {
    /** The card payment provider's hosted-button endpoint (PayPal). */
    actionUrl: 'https://www.paypal.com/cgi-bin/webscr',
    command: '_s-xclick',
    hostedButtonId: 'EXAMPLEBUTTONID',
  },
  copyrightYear: 2025,
} as const;
