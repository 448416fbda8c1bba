/** /rezoning content (docs/requirements.md, Public pages: 7-step process, our role, review considerations, current projects). */
export const DEVELOPMENT_PROCESS_STEPS = [
  { title: 'Pre-application', description: 'The applicant meets municipal planners to discuss the idea and the rules that apply.' },
  { title: 'Application submitted', description: 'Plans, studies and fees are filed; a sign goes up on the site.' },
  {
    title: 'Referral and review',
    description: 'Municipal departments and outside agencies review the proposal; the association is invited to comment.',
  },
  { title: 'Community consultation', description: 'Open houses or information meetings let neighbours ask questions and give feedback.' },
  {
    title: 'Staff report to Council',
    description: 'Planners recommend approval, changes or refusal; Council may give first and second reading.',
  },
  { title: 'Public hearing', description: 'Anyone may speak or write to Council before it decides.' },
  { title: 'Council decision', description: 'Council gives third reading and final adoption, or refuses the application; permits follow.' },
] as const;

export const ASSOCIATION_ROLE: readonly string[] = [
  'We track applications in our area and post updates on the home page.',
  'We share information and invite residents to information meetings.',
  'We send comments to planners and Council that reflect what residents tell us.',
  'We do not approve or refuse applications: Council decides.',
];

export const REVIEW_CONSIDERATIONS = [
  { title: 'Fit with the plan', description: 'Does the proposal follow the Official Community Plan and the zoning bylaw?' },
  { title: 'Traffic and parking', description: 'Impacts on local streets, safety, and walking and cycling routes.' },
  { title: 'Trees and environment', description: 'Tree retention, green space, and the river corridor.' },
  { title: 'Scale and design', description: 'Height, massing, shadowing and how it meets the street.' },
  { title: 'Housing need', description: 'Types of homes provided and their affordability.' },
  { title: 'Amenities', description: 'Contributions to parks, community facilities and infrastructure.' },
] as const;

export const CURRENT_PROJECTS_NOTE =
  'Current applications in our area, with their status, links and documents, are listed in the Development Updates on our home page.';
