/**
 * The association's facts that do not change from year to year, so they stay in code. What staff
 * change (name, e-mail, address, social link, municipal links, fee, payment button, executive) is
 * stored content: pages read it with useSiteContent() (web/src/publishing/site-content.tsx), and
 * docs/content.md says where each value is edited.
 */
export const site = {
  /** The association's place on the municipality's map of community associations (docs/requirements.md, Public pages). */
  regionalMapNumber: 18,
  areaName: 'Riverside Oaks',
  socialLabel: 'Facebook',
  municipality: {
    councilChamber: 'Council Chamber, City Hall, 0000 Example Street, Anytown, BC',
  },
  payment: {
    /** The card payment provider's hosted-button endpoint (PayPal); the button id is stored content. */
    actionUrl: 'https://www.paypal.com/cgi-bin/webscr',
    command: '_s-xclick',
  },
  membership: {
    year: 'January 1 to December 31',
  },
} as const;
