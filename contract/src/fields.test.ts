import { describe, expect, it } from 'vitest';
import { documentId, isReservedDocumentId } from './fields';
import { loginInput, userCreateInput } from './users';

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
