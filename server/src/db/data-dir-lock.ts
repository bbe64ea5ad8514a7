import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of an embedded data directory, so two processes never open one database.
 * A lock left by a process that is gone is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'bunkhouse.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Bunkhouse process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
