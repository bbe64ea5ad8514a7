import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayIn } from '@bunkhouse/contract';
import type { Database } from '../../db/database';
import { sql } from '../../db/sql';
import { ingestMessage } from '../../modules/candidates/ingest.service';
import { businessTimeZone } from './tenants';

/**
 * Demo payment candidates, so the candidates screen is alive on first start: the sample mails in
 * `seed/mail/` (written like the providers' notifications, fixtures in modules/mail/fixtures), filled
 * with demo tenants' names and sent through the real pipeline. One Zelle payment matched to its
 * tenant, one Venmo payment that only names "First L." (pending, the tenant suggested), one Cash App
 * mail that is not verified, and a payment the operator sent (logged, no candidate).
 */

const MAIL_DIR = path.join(import.meta.dirname, 'mail');

/** The demo's "receiving server": its Authentication-Results are trusted while the demo is seeded only. */
const DEMO_AUTHSERV_ID = 'demo.bunkhouse.invalid';

interface DemoTenant {
  first_name: string;
  last_name: string;
  rent: string;
}

/** Active tenants with an order, whose full name no other tenant has (so a match is certain). */
async function demoPayers(database: Database) {
  return database.db.query<DemoTenant>(
    sql`SELECT t.first_name, t.last_name, coalesce(t.current_rent_amount, 100)::text AS rent
        FROM tenants t
        WHERE t.deleted_at IS NULL AND t.current_order_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM tenants o WHERE o.id <> t.id
                          AND o.first_name = t.first_name AND o.last_name = t.last_name)
        ORDER BY t.id LIMIT 4`,
  );
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export async function seedCandidates(database: Database) {
  const zone = businessTimeZone();
  const payers = await demoPayers(database);
  if (payers.length < 4) return;
  const [a, b, c, d] = payers as [DemoTenant, DemoTenant, DemoTenant, DemoTenant];
  const today = todayIn(zone);
  const mails: Array<[file: string, payer: string, amount: string, daysAgo: number]> = [
    ['chase-zelle-received.eml', `${a.first_name} ${a.last_name}`.toUpperCase(), a.rent, 1],
    ['venmo-received.eml', `${b.first_name} ${b.last_name[0]}.`, b.rent, 0],
    ['cash-app-unverified.eml', `${c.first_name} ${c.last_name}`, c.rent, 0],
    ['venmo-sent.eml', `${d.first_name} ${d.last_name}`, '20.00', 2],
  ];
  for (const [index, [file, payer, amount, daysAgo]] of mails.entries()) {
    const day = addDays(today, -daysAgo);
    const at = new Date(`${day}T12:00:00Z`);
    const raw = fill(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8'), {
      authserv: DEMO_AUTHSERV_ID,
      payer,
      amount,
      day,
      date_header: at.toUTCString(),
      reference: `DEMO${day.replaceAll('-', '')}${index}`,
    });
    await ingestMessage(
      database.db,
      Buffer.from(raw),
      { kind: 'demo', file, by: null },
      { timezone: zone, trustedAuthservId: DEMO_AUTHSERV_ID, trustedForwarders: [], dkimResolver: false },
    );
  }
}
