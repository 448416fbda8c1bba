/** /disclaimers static text (docs/requirements.md, Public pages); the association's name is stored content. */
export const disclaimers = (associationName: string) =>
  [
    {
      title: 'General Information',
      text: `The information on this website is provided by the ${associationName}, a volunteer-run registered society, for general information only. We try to keep it accurate and current but make no warranty of completeness or accuracy.`,
    },
    {
      title: 'Not Official Municipal Information',
      text: 'We are not part of the municipality. For official bylaws, plans, applications and decisions, always check the municipal website or contact municipal staff.',
    },
    {
      title: 'External Links',
      text: 'Links to other websites are provided for convenience. We are not responsible for their content, accuracy or privacy practices.',
    },
    {
      title: 'Views and Opinions',
      text: 'Comments the association makes on development applications reflect the input we received from residents and are not professional planning, legal or financial advice.',
    },
    {
      title: 'Privacy',
      text: 'We collect only the personal information needed to manage memberships and to respond to you. Card payments are handled by our payment provider; we never see or store card numbers. We count page views without identifying visitors.',
    },
    {
      title: 'Limitation of Liability',
      text: 'The association, its executive and volunteers are not liable for any loss or damage arising from the use of this website or reliance on its content.',
    },
  ] as const;
