import { businessLoader } from '../modules/settings/settings.service';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { ingestMessage } from '../modules/candidates/ingest.service';
import { parseMail } from '../modules/mail/parse';
import { UnreadableMail, type ParsedPayment, type ParseOptions } from '../modules/mail/parsed';
import { PAYMENT_METHODS } from '../modules/mail/providers';
import { prepareDatabase } from '../setup/prepare';
import { fail, firstSettings, openConfiguredDatabase } from './open';

const USAGE = `Usage:
  npm run mail -- parse FILE [--json]   what the parser makes of one message; changes nothing
  npm run mail -- import FILE...        ingest messages as payment candidates`;

/**
 * `parse` reads one .eml and prints its payments (issue 12): never the database, so it answers on a
 * machine without one, with the seeded methods' patterns and the mail settings of the environment.
 * `import` stores messages and makes candidates in the configured database.
 */
async function main() {
  let parsed: { values: { json?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
  } catch {
    fail(USAGE);
  }
  const [command, ...files] = parsed.positionals;
  if (command === 'parse' && files.length === 1) return printParse(files[0]!, parsed.values.json ?? false);
  if (command === 'import' && files.length > 0) return importFiles(files);
  fail(USAGE);
}

/**
 * `import` sends each file through the one pipeline (modules/candidates/ingest.service.ts), as an
 * upload does: stored once, candidates made, one line per file saying what became of it.
 */
async function importFiles(files: string[]) {
  const { config, database, release } = await openConfiguredDatabase();
  let failed = false;
  try {
    await prepareDatabase(database, { firstSettings: firstSettings(config) });
    const { timeZone } = await businessLoader(database.db, config)();
    const settings = { ...parseOptionsFrom(config), timezone: timeZone };
    for (const file of files) {
      let raw: Buffer;
      try {
        raw = await readFile(file);
      } catch (error) {
        console.log(
          `${file}: error: cannot read it (${error instanceof Error ? error.message : String(error)})`,
        );
        failed = true;
        continue;
      }
      const result = await ingestMessage(
        database.db,
        raw,
        { kind: 'cli', file: path.basename(file), by: null },
        settings,
      );
      const ids = result.candidate_ids.length
        ? ` (candidate ${result.candidate_ids.map((id) => `#${id}`).join(', ')})`
        : '';
      console.log(`${file}: ${result.kind}${ids}: ${result.why}`);
      if (result.kind === 'error') failed = true;
    }
  } finally {
    await database.close();
    release();
  }
  if (failed) process.exitCode = 1;
}

function loadSettings(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The parser's options from the environment and the seeded payment methods. */
function parseOptionsFrom(config: Config): ParseOptions {
  return {
    timezone: config.businessTimezone,
    trustedAuthservId: config.mail.trustedAuthservId,
    trustedForwarders: config.mail.trustedForwarders,
    methods: PAYMENT_METHODS,
  };
}

/** The seven fields the issue names, in its order. */
const printable = (p: ParsedPayment) => ({
  kind: p.kind,
  payer: p.payer,
  amount: p.amount,
  method: p.method,
  reference: p.reference,
  date: p.date,
  why: p.why,
});

async function printParse(file: string, json: boolean) {
  const config = loadSettings();
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch (error) {
    fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let payments: ParsedPayment[];
  try {
    ({ payments } = await parseMail(raw, parseOptionsFrom(config)));
  } catch (error) {
    if (error instanceof UnreadableMail) fail(`${file}: ${error.message}`);
    throw error;
  }
  if (json) {
    const out = payments.map(printable);
    console.log(JSON.stringify(out.length === 1 ? out[0] : out, null, 2));
    return;
  }
  for (const payment of payments) {
    const lines = { ...printable(payment), verification: payment.verification };
    const width = Math.max(...Object.keys(lines).map((k) => k.length)) + 2;
    console.log(
      Object.entries(lines)
        .map(([key, value]) => `${`${key}:`.padEnd(width)}${value ?? '-'}`)
        .join('\n'),
    );
    if (payments.length > 1) console.log('');
  }
}

void main();
