import { describe, expect, it } from 'vitest';
import { invitationInput } from './account-links';
import { businessInput } from './content/lists';
import { siteSettingsUpdate } from './content/site-settings';
import { documentId, isReservedDocumentId } from './fields';
import { handoverInput, keyHolderInput } from './handover';
import { joinInput } from './joins';
import { memberInput } from './members';
import { loginInput, userCreateInput, userUpdateInput } from './users';

/**
 * Firestore refuses `__.*__`, `.` and `..` as document ids (a 500 in production); the Node
 * emulator takes them, so the checks are proved here and at the front door (tests/abuse/ids.test.ts).
 */
describe('ids Firestore keeps for itself', () => {
  it.each(['__x__', '____', '__.__', '.', '..'])('%s is one', (id) => {
    expect(isReservedDocumentId(id)).toBe(true);
  });

  it.each(['_x_', '__x', 'x__', '...', 'a.b', 'abc'])('%s is not', (id) => {
    expect(isReservedDocumentId(id)).toBe(false);
  });

  it('is refused as an id', () => {
    expect(documentId.safeParse('__x__').success).toBe(false);
    expect(documentId.safeParse('x__y__z').success).toBe(true);
  });

  it('is refused as a new username, in any letter case, while a sign-in with it stays an ordinary attempt', () => {
    const user = { firstName: 'A', lastName: 'B', password: 'a-long-enough-password' };
    expect(userCreateInput.safeParse({ ...user, username: '__Admin__' }).error?.issues[0].message).toBe(
      'Username may not begin and end with two underscores',
    );
    expect(userCreateInput.safeParse({ ...user, username: '__admin' }).success).toBe(true);
    // The sign-in answers such a name like any unknown one (services/accounts/login.ts), without naming a document.
    expect(loginInput.safeParse({ username: '..', password: 'x' }).success).toBe(true);
  });
});

/**
 * A name goes into mail subjects and headers, where a line break starts a header of the writer's
 * choosing: every stored name is one line (nameText), and the refusal names the field.
 */
describe('names with a line break', () => {
  const lineBreaks = ['Ada\r\nBcc: list@example.org', 'Ada\nLovelace', 'Ada\rLovelace'];
  const cases: [
    string,
    { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
    Record<string, unknown>,
    string,
  ][] = [
    ['a new user', userCreateInput, { lastName: 'B', username: 'ada', password: 'a-long-enough-password' }, 'firstName'],
    ['a user changed', userUpdateInput, {}, 'lastName'],
    ['an invitation', invitationInput, { email: 'ada@example.org', lastName: 'B', role: 'Super' }, 'firstName'],
    [
      'a handover',
      handoverInput,
      { position: 'Treasurer', role: 'Super', outgoingUserId: '', incomingUserId: '', email: 'ada@example.org', firstName: 'Ada' },
      'lastName',
    ],
    ['a key holder', keyHolderInput, { name: 'Bank' }, 'holder'],
    [
      'a member',
      memberInput,
      { lastName: 'B', address: '1 Elm St', category: 'resident', isAdult: true, joinedOn: '2025-01-01' },
      'firstName',
    ],
    ['a business', businessInput, { category: 'Food', description: 'Bakery' }, 'name'],
    ['the site settings', siteSettingsUpdate, {}, 'associationName'],
    [
      'a join',
      joinInput,
      { email: 'ada@example.org', address: '1 Elm St', category: 'resident', isAdult: 'on', payment: 'e-transfer' },
      'memberName',
    ],
  ];

  it.each(cases)('%s is refused, naming the field', (_what, schema, valid, field) => {
    for (const name of lineBreaks) {
      const result = schema.safeParse({ ...valid, [field]: name });
      expect(result.success, `${field}: ${JSON.stringify(name)}`).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
    expect(schema.safeParse({ ...valid, [field]: 'Ada Lovelace' }).success).toBe(true);
  });
});
