import type pg from 'pg';

/**
 * Named statements on PostgreSQL (decision 012): a statement sent with a name is parsed once per
 * connection, and PostgreSQL may keep one generic plan for it instead of planning every request
 * (planning was half of a list's cost in the database). Only statements whose plan depends on their
 * shape ask for it (`reusePlan`): a search's plan depends on its pattern's value. On PGlite every
 * statement is planned each time.
 *
 * Names: the same text has the same name on every connection of the pool, and a name is never given to
 * another text. Bound: a connection that has prepared more than `maxPerConnection` statements (~64 kB
 * each in PostgreSQL) is closed after its query, and the pool opens a fresh one.
 */
export class NamedStatements {
  private readonly names = new Map<string, string>();
  private named = 0;
  private readonly preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

  constructor(
    readonly maxPerConnection = 100,
    /** Texts whose names are remembered (the most recently used); an old text gets a new name. */
    private readonly namesRemembered = 2_000,
  ) {}

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (name !== undefined) this.names.delete(text);
    else name = `bunkhouse_${++this.named}`;
    this.names.set(text, name);
    if (this.names.size > this.namesRemembered) this.names.delete(this.names.keys().next().value!);
    return name;
  }

  /** Runs the statement by name on `client`; `retire` says the connection now holds too many. */
  async run(client: pg.ClientBase, text: string, values: unknown[]) {
    const name = this.nameOf(text);
    const result = await client.query({ name, text, values });
    const prepared = this.preparedOn.get(client) ?? new Set<string>();
    this.preparedOn.set(client, prepared.add(name));
    return { rows: result.rows as unknown[], retire: prepared.size > this.maxPerConnection };
  }
}
