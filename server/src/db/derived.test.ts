import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database';
import { applyDerived, derivedFiles } from './derived';
import { sql } from './sql';

/** What the folder defines: each trigger with its table and function, each function with its body. */
function folder() {
  const triggers: Array<{ name: string; table: string; function: string }> = [];
  const functions: Array<{ name: string; body: string }> = [];
  for (const { text } of derivedFiles()) {
    for (const m of text.matchAll(
      /CREATE OR REPLACE FUNCTION "(\w+)"\([^)]*\)[\s\S]*?AS \$\$([\s\S]*?)\$\$/g,
    )) {
      functions.push({ name: m[1]!, body: m[2]! });
    }
    for (const m of text.matchAll(
      /CREATE (?:OR REPLACE |CONSTRAINT )TRIGGER "(\w+)"[\s\S]*? ON "(\w+)"[\s\S]*?EXECUTE FUNCTION "(\w+)"\(\)/g,
    )) {
      triggers.push({ name: m[1]!, table: m[2]!, function: m[3]! });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { triggers: triggers.sort(byName), functions: functions.sort(byName) };
}

describe('db/derived: the triggers and functions the database runs', () => {
  it('are exactly the folder’s: every trigger on its table calling its function, every function’s body', async () => {
    const database = await freshDatabase();
    const triggers = await database.db.query<{ name: string; table: string; function: string }>(
      sql`SELECT t.tgname AS name, c.relname AS table, p.proname AS function
          FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE NOT t.tgisinternal AND n.nspname = 'public' ORDER BY t.tgname`,
    );
    // Functions of the schema's own, not of an extension (pg_trgm's live in it too).
    const functions = await database.db.query<{ name: string; body: string }>(
      sql`SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p
          JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'public'
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
          ORDER BY p.proname`,
    );
    const expected = folder();
    expect(expected.triggers.length).toBeGreaterThan(20); // the folder is read
    expect(triggers).toEqual(expected.triggers);
    expect(functions).toEqual(expected.functions);
  });

  it('applies again over itself without error or change', async () => {
    const database = await freshDatabase();
    const count = sql`SELECT count(*) AS n FROM pg_trigger WHERE NOT tgisinternal`;
    const before = await database.db.query(count);
    await applyDerived(database);
    expect(await database.db.query(count)).toEqual(before);
  });
});
