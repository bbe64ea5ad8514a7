import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { askLockHolder, type LockRequestHandler } from '../db/data-dir-lock';
import { openPglite } from '../db/open';
import { sql } from '../db/sql';

/**
 * Backups of the embedded engine (decision 025). A backup is a directory: `pglite.tar.gz` (PGlite's
 * own dump of its data directory), `settings.key` (the key that seals the SSN pepper and the mailbox
 * password: without it a restored house cannot check an SSN) and `manifest.json`. The process that
 * holds the data directory writes it, between two statements: a running server is asked through its
 * lock socket, with a request signed by the settings key, so only someone who can read the key can
 * make it write a copy of the database.
 */
export const BACKUP_FILES = { data: 'pglite.tar.gz', key: 'settings.key', manifest: 'manifest.json' };
const REQUEST_TTL_MS = 60_000;

interface BackupRequest {
  op: 'backup';
  target: string;
  at: number;
  mac: string;
}

export type BackupAnswer = { ok: true; bytes: number } | { ok: false; error: string };

const macOf = (key: string, target: string, at: number) =>
  createHmac('sha256', key).update(`backup\n${target}\n${at}`).digest('base64url');

/**
 * Writes a backup of the open embedded database into `target`, a directory that must not exist (it
 * appears whole or not at all: written beside it, then renamed). The copy is crash-consistent: the
 * dump runs between statements, like a snapshot, and PostgreSQL's recovery on the first start of a
 * restore rolls back any transaction still open in it; CHECKPOINT first keeps that recovery short.
 */
export async function writeBackup(client: PGlite, dataDir: string, target: string): Promise<number> {
  if (fs.existsSync(target)) throw new Error(`${target} already exists: name a new directory`);
  const partial = `${target}.partial-${process.pid}`;
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    await client.query('CHECKPOINT');
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    fs.writeFileSync(path.join(partial, BACKUP_FILES.data), dump, { mode: 0o600 });
    const key = path.join(dataDir, BACKUP_FILES.key);
    if (fs.existsSync(key)) fs.copyFileSync(key, path.join(partial, BACKUP_FILES.key));
    const { rows } = await client.query<{ version: string }>('SHOW server_version');
    const manifest = { format: 1, createdAt: new Date().toISOString(), postgres: rows[0]?.version };
    fs.writeFileSync(path.join(partial, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, target);
    return dump.length;
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** What the holder of the data directory answers to a backup request on its lock socket. */
export function backupRequests(client: PGlite, dataDir: string, key: string): LockRequestHandler {
  return async (line) => {
    let answer: BackupAnswer;
    try {
      const request = JSON.parse(line) as BackupRequest;
      const expected = Buffer.from(macOf(key, String(request.target), Number(request.at)));
      const given = Buffer.from(String(request.mac));
      if (
        request.op !== 'backup' ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected) ||
        Math.abs(Date.now() - request.at) > REQUEST_TTL_MS ||
        !path.isAbsolute(request.target)
      ) {
        answer = { ok: false, error: 'the request was refused (not signed with this data directory key)' };
      } else {
        answer = { ok: true, bytes: await writeBackup(client, dataDir, request.target) };
      }
    } catch (error) {
      answer = { ok: false, error: error instanceof Error ? error.message : 'the backup failed' };
    }
    return JSON.stringify(answer);
  };
}

/** Asks the running process that holds `dataDir` to write a backup; null when none holds it. */
export async function askForBackup(
  dataDir: string,
  key: string,
  target: string,
): Promise<BackupAnswer | null> {
  const at = Date.now();
  const request: BackupRequest = { op: 'backup', target, at, mac: macOf(key, target, at) };
  const answer = await askLockHolder(dataDir, JSON.stringify(request));
  return answer === null ? null : (JSON.parse(answer) as BackupAnswer);
}

/**
 * Restores a backup into `dataDir`, which must hold no database (the caller holds its lock). PGlite
 * unpacks the dump and starts on it once, so a damaged backup fails here rather than at the next
 * start; the settings key comes back with it.
 */
export async function restoreBackup(source: string, dataDir: string): Promise<void> {
  const data = path.join(source, BACKUP_FILES.data);
  if (!fs.existsSync(path.join(source, BACKUP_FILES.manifest)) || !fs.existsSync(data)) {
    throw new Error(
      `${source} is not a Bunkhouse backup (no ${BACKUP_FILES.manifest} and ${BACKUP_FILES.data})`,
    );
  }
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(
      `${dataDir} already holds a database: restore into a new DATA_DIR, or move it aside first`,
    );
  }
  fs.mkdirSync(target, { recursive: true });
  try {
    const database = await openPglite(target, { loadDataDir: new Blob([fs.readFileSync(data)]) });
    try {
      await database.db.query(sql`SELECT count(*) FROM transactions`);
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true }); // nothing half-restored is left to start on
    throw error;
  }
  const key = path.join(source, BACKUP_FILES.key);
  if (fs.existsSync(key)) {
    fs.copyFileSync(key, path.join(dataDir, BACKUP_FILES.key));
    fs.chmodSync(path.join(dataDir, BACKUP_FILES.key), 0o600); // whatever mode the copy had
  }
}
