import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from '../../db/database';
import { seedPlaces } from './places';

interface Summary {
  properties: number;
  rooms: number;
  beds: number;
  designations: string[];
  min_price: string;
  max_price: string;
  drift: number;
}

const summarise = async (database: Database) =>
  (
    await database.db.query<Summary>(sql`SELECT (SELECT count(*) FROM properties) AS properties,
                 (SELECT count(*) FROM rooms) AS rooms,
                 (SELECT count(*) FROM beds) AS beds,
                 (SELECT array_agg(DISTINCT gender_designation ORDER BY gender_designation) FROM rooms) AS designations,
                 (SELECT min(price) FROM beds) AS min_price,
                 (SELECT max(price) FROM beds) AS max_price,
                 (SELECT count(*) FROM properties p
                   WHERE p.rooms_count <> (SELECT count(*) FROM rooms r WHERE r.property_id = p.id)
                      OR p.beds_count <> (SELECT coalesce(sum(r.beds_count), 0) FROM rooms r WHERE r.property_id = p.id))
                   AS drift`)
  )[0]!;

/**
 * That the seed makes the same places every time is held by the API shapes (test/api-shapes/*.json),
 * which record the demo house of a fixed day, its properties, rooms and beds lists and details
 * included; a second seed here, compared with the first, would prove nothing more.
 */
describe('the demo places', () => {
  it('seed a believable house: 3–4 properties, 30–60 rooms of every designation, 150–250 priced beds', async () => {
    const database = await freshDatabase();
    await seedPlaces(database);
    const summary = await summarise(database);
    expect(summary.properties).toBeGreaterThanOrEqual(3);
    expect(summary.properties).toBeLessThanOrEqual(4);
    expect(summary.rooms).toBeGreaterThanOrEqual(30);
    expect(summary.rooms).toBeLessThanOrEqual(60);
    expect(summary.beds).toBeGreaterThanOrEqual(150);
    expect(summary.beds).toBeLessThanOrEqual(250);
    expect(summary.designations).toEqual(['female', 'male', 'mixed']);
    expect(Number(summary.min_price)).toBeGreaterThanOrEqual(450);
    expect(Number(summary.max_price)).toBeLessThanOrEqual(900);
    expect(summary.drift).toBe(0);
  });
});
