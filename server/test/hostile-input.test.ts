import { todayIn } from '@bunkhouse/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/db/sql';
import { seedDemoHouse, useTestApp } from './app';
import { engine } from './database';
import { buildTenant } from './factories';
import { bodyFor, fieldsOf, idInPath, queryFor, snapshot, type House } from './hostile-input';
import { expectLedgerSound } from './ledger-helpers';

/**
 * The bad-input battery (issue 16): fast-check sends every mutating route hostile bodies and path ids,
 * and every GET route hostile query strings, signed in as a superuser on the demo house. Never a 5xx,
 * and a refused request (4xx) leaves every table's row count and every balance as they were. The
 * routes come from the app itself: a new route is in the battery the day it is added. BATTERY_RUNS
 * sets the runs per route (25 here, 200 in `npm run battery`); BATTERY_SEED replays a failure.
 */
const RUNS = Number(process.env.BATTERY_RUNS ?? 25);
const SEED = process.env.BATTERY_SEED === undefined ? undefined : Number(process.env.BATTERY_SEED);
/** Signing out would end the session the walk needs; sign-in has its own tests of refusals. */
const SKIPPED = new Set(['POST /api/logout/']);
const TODAY = '2026-03-20';

const ctx = useTestApp({ signedIn: { superuser: true } });
let house: House;

beforeAll(async () => {
  await seedDemoHouse(ctx.database, TODAY);
  const deleted = await buildTenant(ctx.database.db, { deletedAt: new Date() });
  house = { ids: [1, 2, 3, 5, 8, 13, 21], deletedTenantId: deleted.id, today: todayIn('America/New_York') };
}, 120_000);

const send = (method: string, url: string, payload?: unknown) =>
  ctx.client.request({
    method: method as 'POST',
    url,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  });

describe(`hostile input on every route (${engine})`, () => {
  it('never answers 5xx, and a refused request changes no row and no balance', async () => {
    const db = ctx.database.db;
    const seen = { requests: 0, refused: 0, accepted: 0 };
    const problems: string[] = [];
    const routes = ctx.app.apiRoutes.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const writes = route.method !== 'GET';
      const fields = fieldsOf(writes ? route.schema.body : route.schema.querystring);
      const input = writes ? bodyFor(fields, house) : queryFor(fields, house).map((q) => q as unknown);
      await fc.assert(
        fc.asyncProperty(idInPath(house), input, async (id, generated) => {
          const path = route.url.replace(/:\w+/g, id);
          const before = await snapshot(db);
          const res = writes
            ? await send(route.method, path, generated)
            : await send('GET', path + String(generated));
          seen.requests += 1;
          const what = `${label} ${path} ${writes ? JSON.stringify(generated).slice(0, 300) : String(generated)}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            seen.refused += 1;
            if ((await snapshot(db)) !== before)
              problems.push(`refused ${res.statusCode} but wrote: ${what}`);
          } else seen.accepted += 1;
          return problems.length === 0;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(problems).toEqual([]);
    await expectLedgerSound(db);
    const [{ n }] = (await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`)) as [
      { n: number },
    ];
    console.info(
      `bad input (${engine}): ${routes.length} routes, ${seen.requests} requests, ${seen.refused} refused ` +
        `(no row or balance changed), ${seen.accepted} accepted, 0 5xx; ledger of ${n} rows sound`,
    );
  }, 900_000);
});
