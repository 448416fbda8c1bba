import type { TopicConsent } from '@roca/contract/mail';

/** What is on record for one mail topic (docs/mail.md, "Consent"): "Given (2026-01-05, Membership form)". */
export function topicChoiceText(choice: TopicConsent | undefined): string {
  if (!choice) return 'Not recorded';
  const how = [choice.date, choice.source].filter(Boolean).join(', ');
  return `${choice.given ? 'Given' : 'Not given'}${how ? ` (${how})` : ''}`;
}
