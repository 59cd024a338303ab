/** The product's name and contact details, in one place for the header, footer and legal pages. */
export const BRAND = {
  name: 'Skillway',
  legalName: 'Skillway Ltd',
  helpEmail: 'help@skillway.co.uk',
  privacyEmail: 'privacy@skillway.co.uk',
  partnersEmail: 'partners@skillway.co.uk',
  jurisdiction: 'England and Wales',
} as const;
