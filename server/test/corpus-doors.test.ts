import { describe, expect, it } from 'vitest';
import { sql } from '../src/db/sql';
import type { Db } from '../src/db/database';
import { pollMailboxOnce } from '../src/jobs/mail-poller';
import { FIXTURE_OPTIONS, loadFixtures, type Fixture } from '../src/modules/mail/fixtures';
import { testConfig, useTestApp } from './app';
import { engine, freshDatabase } from './database';
import { uploadMail, uploadResults } from './mail';
import { imapServer, useDovecot } from './mail-poller';

/**
 * Issue 31's acceptance: every fixture of the corpus read through the doors the mail really comes in
 * by, the upload (`POST /api/payment-candidates/upload/`) and the mailbox (the poller against a real
 * Dovecot), comes out as its sidecar says: no payment, candidates (verified) or unverified ones, as
 * many candidates as it reports payments. Each fixture on an empty ingest log, so that no other
 * fixture's reference or Message-ID makes it a duplicate.
 */
const fixtures = loadFixtures();
const PARSE = {
  timezone: FIXTURE_OPTIONS.timezone,
  trustedAuthservId: FIXTURE_OPTIONS.trustedAuthservId,
  trustedForwarders: FIXTURE_OPTIONS.trustedForwarders,
};

/** What a fixture must become at a door: its kind and how many candidates. */
function expectedAtDoor(fixture: Fixture) {
  const reported = fixture.expected.filter((e) => e.kind !== 'none');
  return {
    fixture: fixture.name,
    kind: !reported.length
      ? 'none'
      : reported.some((e) => e.kind === 'candidate')
        ? 'candidate'
        : 'unverified',
    candidates: reported.length,
  };
}

/** The ingest log emptied (the mailbox's position kept: the poller then reads only the next message). */
async function emptyIngestLog(db: Db) {
  await db.query(sql`TRUNCATE payment_candidates, mail_layouts, mail_messages, payer_aliases`);
}

describe('every fixture through the upload door', () => {
  const ctx = useTestApp({
    signedIn: { superuser: true },
    config: { mail: { ...testConfig().mail, ...PARSE } },
  });

  it('comes out as its sidecar says', async () => {
    expect(fixtures.length).toBeGreaterThan(100);
    const got = [];
    for (const fixture of fixtures) {
      await emptyIngestLog(ctx.database.db);
      const [result] = uploadResults(
        await uploadMail(ctx.client, [{ name: `${fixture.name.replace('/', '-')}.eml`, data: fixture.raw }]),
      );
      got.push({ fixture: fixture.name, kind: result!.kind, candidates: result!.candidate_ids.length });
    }
    expect(got).toEqual(fixtures.map(expectedAtDoor));
  }, 300_000);
});

describe(`every fixture through the mailbox, polled from Dovecot (${engine})`, () => {
  useDovecot();

  it('comes out as its sidecar says', async () => {
    const database = await freshDatabase();
    const got = [];
    for (const fixture of fixtures) {
      await emptyIngestLog(database.db);
      await imapServer().append(fixture.raw);
      await pollMailboxOnce(database, imapServer(), PARSE);
      const [row] = await database.db.query<{ outcome: string; candidates: number }>(
        sql`SELECT m.outcome, (SELECT count(*)::int FROM payment_candidates c WHERE c.mail_message_id = m.id) AS candidates
            FROM mail_messages m ORDER BY m.id DESC LIMIT 1`,
      );
      const kind =
        { candidates: 'candidate', unverified: 'unverified', skipped: 'none' }[row!.outcome] ?? row!.outcome;
      got.push({ fixture: fixture.name, kind, candidates: row!.candidates });
    }
    expect(got).toEqual(fixtures.map(expectedAtDoor));
  }, 600_000);
});
