/**
 * US banks and credit unions that offer Zelle, with the domains each sends its alerts from and signs
 * them with (DKIM d=), for the general Zelle reader (`zelle-general.ts`). Chase, Bank of America and
 * Wells Fargo are not here: each has a rule of its own (`zelle-banks.ts`).
 *
 * Sources (public): the FDIC's and the Federal Reserve's lists of the largest US banks by assets
 * (FFIEC "Large Commercial Banks"), NCUA's largest credit unions, Zelle's "partner banks and credit
 * unions" list (zellepay.com), and each bank's own website domain and the sender it names on its
 * "how to recognise our e-mail" / anti-phishing page.
 *
 * CAUTION: this list was written from memory of those public sources, without internet access. Each
 * domain must be checked against the bank's published alert-sender address (and a real alert's
 * DKIM-Signature d=) before it is relied on. Only domains the bank itself owns belong here: never an
 * e-mail service provider's shared domain, for a pass by that domain would verify anyone's mail. A
 * domain written here is trusted for that bank only (`trust.ts`: the DKIM pass must be within the
 * From domain's own bank). `doubt` marks what was least certain when written.
 */
export interface UsBank {
  name: string;
  /** Sending and signing domains; a subdomain counts (alerts.usbank.com is within usbank.com). */
  domains: string[];
  /** What was least certain when written: check it first. */
  doubt?: string;
}

export const US_ZELLE_BANKS: UsBank[] = [
  { name: 'Citi', domains: ['citi.com', 'citibank.com'] },
  { name: 'U.S. Bank', domains: ['usbank.com'] },
  { name: 'PNC', domains: ['pnc.com'] },
  { name: 'Truist', domains: ['truist.com'] },
  { name: 'Capital One', domains: ['capitalone.com'] },
  { name: 'TD Bank', domains: ['tdbank.com'] },
  { name: 'Fifth Third', domains: ['53.com'] },
  { name: 'Citizens', domains: ['citizensbank.com'] },
  { name: 'KeyBank', domains: ['key.com'] },
  { name: 'Huntington', domains: ['huntington.com'] },
  { name: 'Regions', domains: ['regions.com'] },
  { name: 'M&T Bank', domains: ['mtb.com'] },
  {
    name: 'BMO',
    domains: ['bmo.com'],
    doubt: 'the US bank (formerly BMO Harris) may still send from bmoharris.com',
  },
  { name: 'Santander', domains: ['santanderbank.com'] },
  { name: 'Ally', domains: ['ally.com'] },
  { name: 'USAA', domains: ['usaa.com'] },
  { name: 'Navy Federal Credit Union', domains: ['navyfederal.org'] },
  { name: 'Discover', domains: ['discover.com'], doubt: 'whether Discover Bank offers Zelle at all' },
  { name: 'First Citizens', domains: ['firstcitizens.com'] },
  {
    name: 'Zions Bancorporation',
    domains: ['zionsbank.com', 'amegybank.com'],
    doubt: 'its other divisions (Vectra, Nevada State, California Bank & Trust) have domains of their own',
  },
  { name: 'Comerica', domains: ['comerica.com'] },
  { name: 'Webster Bank', domains: ['websterbank.com'] },
  { name: 'Frost', domains: ['frostbank.com'] },
  { name: 'First Horizon', domains: ['firsthorizon.com'] },
  { name: 'Synovus', domains: ['synovus.com'] },
  { name: 'Associated Bank', domains: ['associatedbank.com'] },
  {
    name: 'BOK Financial',
    domains: ['bokf.com', 'bankofoklahoma.com', 'bankoftexas.com'],
    doubt: 'which of its brands’ domains sign the alerts',
  },
  { name: 'Old National', domains: ['oldnational.com'] },
  { name: 'Valley Bank', domains: ['valley.com'] },
  { name: 'Cadence Bank', domains: ['cadencebank.com'] },
  { name: 'Axos Bank', domains: ['axosbank.com'] },
  {
    name: 'Morgan Stanley',
    domains: ['morganstanley.com'],
    doubt: 'Zelle for its cash accounts, and whether alerts come from another domain',
  },
  { name: 'Charles Schwab', domains: ['schwab.com'], doubt: 'whether Schwab Bank offers Zelle' },
  { name: 'East West Bank', domains: ['eastwestbank.com'] },
  { name: 'Hancock Whitney', domains: ['hancockwhitney.com'] },
  { name: 'Arvest Bank', domains: ['arvest.com'] },
  { name: 'F.N.B. Corporation', domains: ['fnb-online.com'], doubt: 'the alert sender’s domain' },
  { name: 'UMB Bank', domains: ['umb.com'] },
  { name: 'PenFed Credit Union', domains: ['penfed.org'], doubt: 'whether PenFed offers Zelle' },
  { name: 'BECU', domains: ['becu.org'] },
];
