import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_ROLE, type PublicUser, type Role } from '@roca/contract';
import { COLLECTIONS, db } from '../lib/firebase';
import { conflict } from '../lib/http-errors';
import { toIso } from '../lib/timestamps';
import { hashPassword } from './passwords';

export const usersCollection = () => db.collection(COLLECTIONS.users);
/** usernames/{lowercase name} -> { userId }: makes usernames unique regardless of letter case. */
export const usernameDoc = (username: string) => db.collection(COLLECTIONS.usernames).doc(username.toLowerCase());

export function publicUserFromDoc(doc: DocumentSnapshot): PublicUser {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    username: data.username,
    firstName: data.firstName,
    lastName: data.lastName,
    role: data.role,
    createdAt: toIso(data.createdAt) ?? undefined,
    updatedAt: toIso(data.updatedAt) ?? undefined,
  };
}

export type NewUser = { username: string; password: string; firstName: string; lastName: string; role?: Role };

/** Creates a user and claims its username in one transaction; 409 when the name is taken. */
export async function createUser(input: NewUser): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const ref = usersCollection().doc();
  await db.runTransaction(async (tx) => {
    const claim = usernameDoc(input.username);
    if ((await tx.get(claim)).exists) throw conflict(`The username '${input.username}' is already taken`);
    tx.create(claim, { userId: ref.id });
    tx.create(ref, {
      username: input.username,
      usernameLower: input.username.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role ?? DEFAULT_ROLE,
      passwordHash,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return publicUserFromDoc(await ref.get());
}
