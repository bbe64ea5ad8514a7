import type { Config } from './config';
import type { Db } from './db/client';

/** What every module's routes are given: the configuration and the database. */
export interface AppContext {
  config: Config;
  db: Db;
}
