import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import { seal, unseal } from '../settings/secret-box';
import { hashPassword, verifyPassword } from '../passwords/passwords';

/**
 * A tenant's SSN is stored as an argon2 hash sealed with the server's secret (SETTINGS_KEY, or the
 * embedded engine's generated key): the pepper from outside the database, so that a stolen database
 * alone cannot be searched offline for the 100,000 numbers that fit the last four digits shown.
 * Without a secret (PostgreSQL with no SETTINGS_KEY) the hash is stored as it is, as before.
 */
const SEALED = 'v1:';

export async function hashSsn(ssn: string, secret: string | null) {
  const hash = await hashPassword(ssn);
  return secret ? seal(secret, hash) : hash;
}

/** Does `ssn` match the stored value (sealed, or a hash from before sealing)? */
export async function ssnMatches(stored: string, ssn: string, secret: string | null) {
  const hash = stored.startsWith(SEALED) ? (secret ? unseal(secret, stored) : null) : stored;
  return hash !== null && verifyPassword(hash, ssn);
}

/** Seals every stored hash that is not sealed yet (at start-up; a hash is never read back in clear). */
export async function sealSsnHashes(db: Executor, secret: string | null) {
  if (!secret) return 0;
  const rows = await db.query<{ id: number; ssn_hash: string }>(
    sql`SELECT id, ssn_hash FROM tenants WHERE ssn_hash IS NOT NULL AND ssn_hash NOT LIKE ${`${SEALED}%`}`,
  );
  for (const row of rows) {
    await db.query(
      sql`UPDATE tenants SET ssn_hash = ${seal(secret, row.ssn_hash)} WHERE id = ${row.id} AND ssn_hash = ${row.ssn_hash}`,
    );
  }
  return rows.length;
}
