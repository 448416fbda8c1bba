/**
 * Every association-specific fact in one place (docs/content.md). Replace the placeholders
 * here when the association's real details are known; pages read them from this module only.
 * docs/content.md explains what each value is for.
 */
export const site = {
  name: 'Riverside Oaks Community Association',
  shortName: 'ROCA',
  /** The association's place on the municipality's map of community associations (docs/requirements.md, Public pages). */
  regionalMapNumber: 18,
  areaName: 'Riverside Oaks',
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
    councilChamber: 'Council Chamber, City Hall, 0000 Example Street, Anytown, BC',
  },
  payment: {
    /** The card payment provider's hosted-button endpoint (PayPal). */
    actionUrl: 'https://www.paypal.com/cgi-bin/webscr',
    command: '_s-xclick',
    hostedButtonId: 'EXAMPLEBUTTONID',
  },
  membership: {
    feeText: '$10 per person per year',
    year: 'January 1 to December 31',
    minimumAge: 16,
  },
  /** Placeholder names: replace with the people confirmed at the AGM. */
  executive: {
    president: { name: 'Officer Name', email: 'president@example.org' },
    vicePresident: { name: 'Officer Name', email: 'vicepresident@example.org' },
    treasurer: { name: 'Officer Name', email: 'treasurer@example.org' },
    registrar: { name: 'Officer Name', email: 'registrar@example.org' },
    advisor: { name: 'Officer Name', email: 'advisor@example.org' },
    directorsAtLarge: ['Director Name', 'Director Name', 'Director Name'],
  },
  copyrightYear: 2025,
} as const;
