import { apiPaths, todayIn } from '@bunkhouse/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/db/sql';
import { useTestApp } from './app';
import { engine } from './database';
import { dayHouse } from './demo-houses';
import { buildTenant } from './factories';
import { balancesOf, bodyFor, fieldsOf, idInPath, queryFor, snapshot, type House } from './hostile-input';
import { uploadFor, type Upload } from './hostile-multipart';
import { expectLedgerSound } from './ledger-helpers';

/**
 * The bad-input battery (issue 16): fast-check sends every mutating route hostile bodies and path ids,
 * and every GET route hostile query strings, signed in as a superuser on the demo house; the mail
 * upload, which reads multipart and no JSON, gets hostile multipart bodies (hostile-multipart.ts).
 * Never a 5xx, and a refused request (4xx) leaves every table's row count and every balance as they
 * were. The routes come from the app itself: a new route is in the battery the day it is added.
 * BATTERY_RUNS sets the runs per route (5 here, a new random seed each run; 200 in `npm run battery`);
 * BATTERY_SEED replays a failure.
 */
const RUNS = Number(process.env.BATTERY_RUNS ?? 5);
const SEED = process.env.BATTERY_SEED === undefined ? undefined : Number(process.env.BATTERY_SEED);
/** Signing out would end the session the walk needs; sign-in has its own tests of refusals. */
const SKIPPED = new Set(['POST /api/logout/']);
/** The one route that reads multipart/form-data (field `files`) instead of a JSON body. */
const UPLOAD = `POST ${apiPaths.paymentCandidatesUpload}`;

/** A copy of the demo house of the fixed day (the one the API shapes record). */
const ctx = useTestApp({ house: dayHouse(), signedIn: { superuser: true } });
let house: House;

beforeAll(async () => {
  const deleted = await buildTenant(ctx.database.db, { deletedAt: new Date() });
  house = { ids: [1, 2, 3, 5, 8, 13, 21], deletedTenantId: deleted.id, today: todayIn('America/New_York') };
});

/** What one request carries: a JSON body, a multipart upload, or a GET's query string. */
type Input = { body: unknown } | { upload: Upload } | { query: string };

/** The generated input of a route: by its method, and by its being the upload. */
function inputFor(label: string, fields: string[]): fc.Arbitrary<Input> {
  if (label === UPLOAD) return uploadFor().map((upload) => ({ upload }));
  if (label.startsWith('GET ')) return queryFor(fields, house).map((query) => ({ query }));
  return bodyFor(fields, house).map((body) => ({ body }));
}

/** Sends the input: a JSON body, an upload's bytes under its own content type, or the query string. */
function send(method: string, path: string, input: Input) {
  if ('query' in input) return ctx.client.request({ method: 'GET', url: path + input.query });
  const { payload, contentType } =
    'upload' in input
      ? input.upload
      : { payload: JSON.stringify(input.body), contentType: 'application/json' };
  return ctx.client.request({
    method: method as 'POST',
    url: path,
    payload,
    headers: { 'content-type': contentType },
  });
}

/** The input in a line, for a failure report. */
const shown = (input: Input) =>
  'query' in input
    ? input.query
    : 'upload' in input
      ? input.upload.summary.slice(0, 600)
      : JSON.stringify(input.body).slice(0, 300);

describe(`hostile input on every route (${engine})`, () => {
  it('never answers 5xx, and a refused request changes no row and no balance', async () => {
    const db = ctx.database.db;
    const seen = { requests: 0, refused: 0, accepted: 0, uploads: 0 };
    const problems: string[] = [];
    const routes = ctx.app.apiRoutes.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(UPLOAD);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const fields = fieldsOf(route.method === 'GET' ? route.schema.querystring : route.schema.body);
      await fc.assert(
        fc.asyncProperty(idInPath(house), inputFor(label, fields), async (id, input) => {
          const path = route.url.replace(/:\w+/g, id);
          const before = await snapshot(db);
          const money = 'upload' in input ? await balancesOf(db) : null;
          const res = await send(route.method, path, input);
          seen.requests += 1;
          const what = `${label} ${path} ${shown(input)}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            seen.refused += 1;
            if ((await snapshot(db)) !== before)
              problems.push(`refused ${res.statusCode} but wrote: ${what}`);
          } else seen.accepted += 1;
          // An accepted upload may store mails and candidates (rows), so only a refused one is held to
          // the snapshot; but an upload never moves money, so the balances hold whatever it answered.
          if (money !== null) {
            seen.uploads += 1;
            if ((await balancesOf(db)) !== money)
              problems.push(`upload answered ${res.statusCode} and moved a balance: ${what}`);
          }
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
      `bad input (${engine}): ${routes.length} routes, ${seen.requests} requests (${seen.uploads} multipart ` +
        `uploads), ${seen.refused} refused ` +
        `(no row or balance changed), ${seen.accepted} accepted, 0 5xx; ledger of ${n} rows sound`,
    );
  }, 900_000);
});
