import { z } from './zod';
import { LIMITS } from './limits';
import { documentId, isOneLine, nameText, requiredText } from './fields';
import { mailAddress, MEMBER_TOPICS, type MemberTopic } from './mail';
import { MEMBER_REQUESTS, type MemberRequestKind } from './portal-choices';

/**
 * My membership, the member portal (docs/members.md, "My membership"; docs/decisions/022): the
 * bodies of its forms, as the server checks them. Its pages are rendered by the function
 * (contract/src/function-pages.ts) and its forms are plain HTML posts, so every body here is a form
 * as the browser sends it. Its paths, limits of the session and shapes are zod-free (portal-choices.ts).
 */

/** POST /my-membership/sign-in/{token} and /my-membership/switch: which member of the address. */
export const memberChoice = z.object({ member: documentId }).strict();

const optionalPhone = z
  .string()
  .trim()
  .max(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters`)
  .refine((value) => value === '' || /^[0-9+()\-.\s]*[0-9][0-9+()\-.\s]*$/.test(value), 'Phone may use digits, spaces and + ( ) - . only')
  .refine(isOneLine, 'Phone must be one line (no line breaks)')
  .optional();

/**
 * POST /my-membership/details: the member's contact details. A new e-mail address is not stored
 * here: a link goes to it, and it replaces the old one when confirmed. The postal address may have
 * several lines, as the join form takes it; every other field is one line.
 */
export const memberDetailsInput = z
  .object({
    firstName: nameText('First name', LIMITS.memberNamePart),
    lastName: nameText('Last name', LIMITS.memberNamePart),
    // A browser sends a textarea's line breaks as CR LF: stored as LF, as the register has them.
    address: requiredText('Postal address', LIMITS.postalAddress).transform((value) => value.replace(/\r\n?/g, '\n')),
    phone: optionalPhone,
    email: mailAddress,
  })
  .strict();

/** POST /my-membership/topics: the topics ticked (a box per member topic, all named `topics`); none is a choice too. */
export const memberTopicsInput = z
  .object({
    topics: z
      .union([z.enum(MEMBER_TOPICS), z.array(z.enum(MEMBER_TOPICS)).max(MEMBER_TOPICS.length)], {
        error: 'Choose only from the topics listed',
      })
      .optional()
      .transform((value): MemberTopic[] => [...new Set(value === undefined ? [] : Array.isArray(value) ? value : [value])]),
  })
  .strict();

/** POST /my-membership/request: a correction or deletion request, which the Membership position answers. */
export const memberRequestInput = z
  .object({
    request: z.enum(Object.keys(MEMBER_REQUESTS) as [MemberRequestKind, ...MemberRequestKind[]], {
      error: 'Choose what you are asking for',
    }),
    details: requiredText('What to correct or delete', LIMITS.memberRequestText),
  })
  .strict();
