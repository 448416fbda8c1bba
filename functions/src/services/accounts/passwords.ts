import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { COMMON_PASSWORD } from '@roca/contract';
import { badRequest } from '../../lib/http-errors';

/**
 * Salted scrypt hashes (node:crypto, no native add-on). Stored as
 * "scrypt$N$r$p$salt$hash" so the cost can be raised later without breaking old hashes.
 */
const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Common and breached passwords (ASVS 2.1.7), shipped with the function, never looked up over the
 * network: the `passwords-common` list of @zxcvbn-ts/language-common (49,233 passwords, most
 * frequent first, drawn from published breach corpora; MIT), in small letters. Loaded on the first
 * new password an instance sees, not at every cold start.
 */
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** Whether a password is on the list of common and breached ones, in any letter case. */
async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.normalize('NFKC').toLowerCase());
}

/**
 * The hash of a password someone chose (a new user, an edit, a reset, an invitation taken up):
 * one on the list of common and breached passwords is refused with a 400 naming `password`. The
 * contract's newPassword holds its length (ASVS 2.1.1 and 2.1.2).
 */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { password: COMMON_PASSWORD });
  return hashPassword(password);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the username is unknown, so both paths take the same time. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(KEY_LENGTH).toString('base64');
