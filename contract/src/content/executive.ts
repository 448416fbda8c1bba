import { z } from '../zod';
import { LIMITS } from '../limits';
import { isoDate, nameText, optionalEmailAddress, optionalNameText, requiredText } from '../fields';

/**
 * The executive confirmed at the AGM: GET and PUT /api/executive. The six officer positions are
 * fixed and always listed, in this order; a position may be vacant. Up to four Directors-At-Large.
 */
export const OFFICER_POSITIONS = [
  'President',
  'Vice President',
  'Secretary',
  'Treasurer',
  'Registrar',
  'Advisor to Executive Board',
] as const;

const responsibilities = z
  .array(requiredText('Responsibility', LIMITS.responsibility), { error: 'Responsibilities must be a list' })
  .min(1, 'List at least one responsibility')
  .max(LIMITS.responsibilitiesMax, `List at most ${LIMITS.responsibilitiesMax} responsibilities`);

const officer = z
  .object({
    position: z.enum(OFFICER_POSITIONS, { error: `Position must be one of ${OFFICER_POSITIONS.join(', ')}` }),
    /** Empty while the position is vacant. */
    name: optionalNameText('Name', LIMITS.personName),
    email: optionalEmailAddress,
    responsibilities,
    vacant: z.boolean({ error: 'Vacant must be true or false' }),
  })
  .strict()
  .refine((o) => o.vacant || Boolean(o.name), { path: ['name'], message: 'Name is required unless the position is vacant' });

const director = z
  .object({
    name: nameText('Name', LIMITS.personName),
    email: optionalEmailAddress,
    responsibilities,
  })
  .strict();

export const executiveInput = z
  .object({
    /** The AGM at which the team was confirmed; the page's team year and notice follow from it. */
    confirmedOn: isoDate,
    officers: z
      .array(officer, { error: 'Officers must be a list' })
      .length(OFFICER_POSITIONS.length, `List the ${OFFICER_POSITIONS.length} officer positions`)
      .refine((officers) => officers.every((o, i) => o.position === OFFICER_POSITIONS[i]), {
        message: `List the officer positions in this order: ${OFFICER_POSITIONS.join(', ')}`,
      }),
    directors: z
      .array(director, { error: 'Directors must be a list' })
      .max(LIMITS.directorsMax, `At most ${LIMITS.directorsMax} Directors-At-Large`),
  })
  .strict();
export type Executive = z.output<typeof executiveInput>;
export type ExecutiveInput = z.input<typeof executiveInput>;
