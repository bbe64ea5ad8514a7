import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@bunkhouse/contract';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP minimums). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** Common passwords (common-passwords.txt beside this file), lower-cased; `#` lines are comments. */
const COMMON_PASSWORDS = new Set(
  fs
    .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/**
 * The one password policy (Settings, Staff, `npm run user`, ADMIN_PASSWORD): at least 12 characters,
 * not the username, not a common password. Why `password` is refused for `username`, or null.
 */
export function passwordProblem(password: string, username: string) {
  if (password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.tooShort;
  const lower = password.toLowerCase();
  if (lower === username.toLowerCase()) return ACCOUNT_MESSAGES.isUsername;
  if (COMMON_PASSWORDS.has(lower)) return ACCOUNT_MESSAGES.common;
  return null;
}

/** A password made up for a new user or a reset (16 characters from 96 random bits), shown once. */
export const generatePassword = () => randomBytes(12).toString('base64url');
