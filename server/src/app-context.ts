import type { Config } from './config';
import type { Db } from './db/database';
import type { SessionCache } from './modules/auth/session-cache';

/** What every module's routes are given: the configuration, the database and the session cache. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionCache;
}
