import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { HOUSE_TIMEOUT_MS } from '../../../test/app';
import { demoHouseDatabase, firstStartHouse } from '../../../test/demo-houses';

describe('the demo candidates', () => {
  it(
    'make the candidates screen alive: matched, pending with a suggestion, unverified, and a mail that is no payment',
    async () => {
      // A copy of the house a first start seeds today (demo-houses.ts): places, tenants, history, then these.
      const database = await demoHouseDatabase(firstStartHouse());
      const candidates = await database.db.query<{
        provider: string;
        status: string;
        verified: boolean;
        matched: boolean;
        suggested: boolean;
      }>(
        sql`SELECT provider, status, verified, matched_tenant_id IS NOT NULL AS matched,
                 jsonb_array_length(suggestions) > 0 AS suggested
          FROM payment_candidates ORDER BY id`,
      );
      expect(candidates).toEqual([
        { provider: 'chase-zelle', status: 'matched', verified: true, matched: true, suggested: true },
        { provider: 'venmo', status: 'pending', verified: true, matched: false, suggested: true },
        { provider: 'cash-app', status: 'pending', verified: false, matched: false, suggested: true },
      ]);
      const log = await database.db.query<{ outcome: string }>(
        sql`SELECT outcome FROM mail_messages ORDER BY id`,
      );
      expect(log.map((m) => m.outcome)).toEqual(['candidates', 'candidates', 'unverified', 'skipped']);
    },
    HOUSE_TIMEOUT_MS,
  );
});
