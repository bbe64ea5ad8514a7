import type { Config } from './config';
import type { Db } from './db/database';
import type { SessionCache } from './modules/auth/session-cache';
import type { SettingsStore } from './modules/settings/settings-store';

/** What every module's routes are given: the configuration, the database, the session cache and the business settings. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionCache;
  settings: SettingsStore;
}
