import { describe, expect, it } from 'vitest';
import { aliasKeys, confidentMatch, nameKey, nameTokens, rankTenants, type TenantToMatch } from './matching';

let nextId = 1;
const tenant = (
  first_name: string,
  last_name: string,
  extra: Partial<TenantToMatch> = {},
): TenantToMatch => ({
  id: nextId++,
  first_name,
  last_name,
  owed_cents: 0,
  alias: null,
  ...extra,
});

/** The tenant the payer is matched to with confidence, by name, or null. */
function matchOf(payer: string, tenants: TenantToMatch[], amountCents = 50_000) {
  const id = confidentMatch(rankTenants(payer, amountCents, tenants));
  return tenants.find((t) => t.id === id) ?? null;
}

describe('payer names', () => {
  it('reads names without case, accents, punctuation, titles or suffixes', () => {
    expect(nameTokens('  MARÍA  García-López Jr.')).toEqual(['maria', 'garcia', 'lopez']);
    expect(nameTokens('Mr. JOHN D.')).toEqual(['john', 'd']);
    expect(nameKey('Zoë Ñúñez')).toBe('zoe nunez');
  });
});

describe('matching a payer to a tenant', () => {
  const maria = tenant('María', 'García');
  const john = tenant('John', 'Doe');
  const jane = tenant('Jane', 'Doe');
  const william = tenant('William', 'Turner');
  const house = [maria, john, jane, william, tenant('Mario', 'Garza')];

  it('matches the same name in any order, case and accents', () => {
    expect(matchOf('GARCIA MARIA', house)).toBe(maria);
    expect(matchOf('maria garcia', house)).toBe(maria);
    expect(matchOf('Maria Guadalupe Garcia', house)).toBe(maria);
  });

  it('matches a common nickname with the same last name', () => {
    expect(matchOf('Bill Turner', house)).toBe(william);
  });

  it('never takes one family member for another', () => {
    expect(matchOf('Jane Doe', house)).toBe(jane);
    expect(matchOf('John Doe', house)).toBe(john);
    expect(matchOf('Jim Doe', house)).toBeNull();
    expect(matchOf('Jim Doe', [john])).toBeNull();
    expect(matchOf('J. Doe', house)).toBeNull();
  });

  it('leaves "First L." and a close spelling for staff, with the tenant suggested first', () => {
    const ranked = rankTenants('Maria G.', 50_000, house);
    expect(confidentMatch(ranked)).toBeNull();
    expect(ranked[0]!.tenantId).toBe(maria.id);
    expect(confidentMatch(rankTenants('Maria Garcya', 50_000, house))).toBeNull();
    expect(rankTenants('Maria Garcya', 50_000, house)[0]!.tenantId).toBe(maria.id);
  });

  it('never matches a different name because the amount equals what a tenant owes', () => {
    const owes = tenant('Robert', 'Stone', { owed_cents: 65_000 });
    expect(matchOf('Roberta Stein', [owes], 65_000)).toBeNull();
    expect(matchOf('Stone', [owes], 65_000)).toBeNull();
  });

  it('uses the amount owed only to order two tenants of the same name', () => {
    const father = tenant('John', 'Smith');
    const son = tenant('John', 'Smith', { owed_cents: 65_000 });
    const ranked = rankTenants('JOHN SMITH', 65_000, [father, son]);
    expect(ranked[0]!.tenantId).toBe(son.id);
    expect(confidentMatch(ranked)).toBeNull();
  });

  it('matches on an alias an earlier apply taught, unless it names two tenants', () => {
    const paidBy = tenant('Luis', 'Ortega', { alias: 'Mama Ortega' });
    expect(matchOf('Rosa Ortega', [paidBy, tenant('Ana', 'Ruiz')])).toBe(paidBy);
    const sibling = tenant('Pedro', 'Ortega', { alias: 'Mama Ortega' });
    expect(matchOf('Rosa Ortega', [paidBy, sibling])).toBeNull();
  });

  it('teaches aliases by name words and handle', () => {
    expect(aliasKeys('GARCIA, María', '@Maria-G')).toEqual(['name:garcia maria', 'handle:@maria-g']);
  });
});
