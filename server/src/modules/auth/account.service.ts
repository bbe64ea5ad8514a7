import { ACCOUNT_MESSAGES, type PasswordChangeBody } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { fieldError, notFound, refuseFields } from '../../errors';
import { hashPassword, passwordProblem, verifyPassword } from '../passwords/passwords';
import { recordAudit } from '../audit/audit';
import type { SessionCache } from './session-cache';
import { sessionIdOf } from './auth.service';

/**
 * The signed-in user changes their own password (Settings > My account): the current one must be
 * right; the new one is not the username and not a common password. Every other session of the
 * user ends at once (on every instance, through the session cache's news); this one stays.
 */
export async function changeOwnPassword(
  db: Db,
  sessions: SessionCache,
  user: { id: number; username: string },
  token: string,
  body: PasswordChangeBody,
) {
  const [row] = await db.query<{ password_hash: string }>(
    sql`SELECT password_hash FROM users WHERE id = ${user.id} AND is_active`,
  );
  if (!row) throw notFound('User');
  if (!(await verifyPassword(row.password_hash, body.current_password))) {
    throw fieldError('current_password', ACCOUNT_MESSAGES.wrongCurrent);
  }
  refuseFields({ new_password: passwordProblem(body.new_password, user.username) });
  const passwordHash = await hashPassword(body.new_password);
  const keep = sessionIdOf(token);
  await db.transaction(async (tx) => {
    await tx.query(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${user.id}`);
    await tx.query(sql`DELETE FROM sessions WHERE user_id = ${user.id} AND id <> ${keep}`);
    await recordAudit(tx, { userId: user.id, action: 'change_password', entity: 'user', entityId: user.id });
  });
  // Other instances hear of it from the database; this one forgets at once.
  sessions.clear();
}
