import { COLLECTIONS, db } from '../../lib/firebase';

/** Where staff accounts are stored: the one module every part of accounts/ reads them through. */
export const usersCollection = () => db.collection(COLLECTIONS.users);
/** usernames/{lowercase name} -> { userId }: makes usernames unique regardless of letter case. */
export const usernameDoc = (username: string) => db.collection(COLLECTIONS.usernames).doc(username.toLowerCase());
