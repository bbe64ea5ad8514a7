import { todayIn, type DepositMode, type LateFeeMode } from '@bunkhouse/contract';
import type { LateFeeRule } from '../billing/late-fees';
import type { ImapSettings } from '../../config';
import type { Database } from '../../db/database';

export const SETTINGS_CHANNEL = 'bunkhouse_settings';

/** A new order's default deposit: none, the fixed `amount`, or one period's rent. */
export interface DepositDefault {
  mode: DepositMode;
  amount: string;
}

/** The business settings as the server uses them (the mailbox password unsealed). */
export interface Business {
  businessName: string;
  contactEmail: string | null;
  timeZone: string;
  rentLeadDays: number;
  graceDays: number;
  /** The books are closed through this day (DOMAIN "The books"), or null. */
  booksClosedThrough: string | null;
  /** Late fees as Settings > Business has them; `rule` is what the billing job charges, null when none. */
  lateFees: {
    mode: LateFeeMode;
    amount: string;
    percent: string;
    max: string | null;
    typeId: number | null;
    rule: LateFeeRule | null;
  };
  /** A new order's default deposit (DOMAIN "Security deposits"). */
  deposit: DepositDefault;
  /** The mailbox to poll: stored in Settings, else from the environment, else none. */
  mail: ImapSettings | null;
  mailFrom: 'settings' | 'environment' | 'none';
}

/**
 * The business settings every request and job reads (time zone, rent lead days, the mailbox). One
 * read is kept while this process hears the database's `bunkhouse_settings` notifications (sent at
 * commit by db/derived/settings-notify.sql), so a change on any instance is read again at once;
 * while the listening connection is down, every call reads the database.
 */
export class SettingsStore {
  private cached: Promise<Business> | null = null;
  private live = false;
  private readonly watchers = new Set<() => void>();

  constructor(private readonly load: () => Promise<Business>) {}

  async follow(database: Database): Promise<() => Promise<void>> {
    const stop = await database.listen(SETTINGS_CHANNEL, {
      onMessage: () => this.changed(),
      onConnected: (connected) => {
        this.live = connected;
        this.changed();
      },
    });
    return async () => {
      this.live = false;
      this.cached = null;
      await stop();
    };
  }

  current(): Promise<Business> {
    if (!this.live) return this.load();
    const loading = (this.cached ??= this.load());
    loading.catch(() => {
      if (this.cached === loading) this.cached = null;
    });
    return loading;
  }

  /** Today in the business time zone. */
  async today(): Promise<string> {
    return todayIn((await this.current()).timeZone);
  }

  /** Forgets the kept read and tells the watchers (the mail poller); called on news and after a change here. */
  changed() {
    this.cached = null;
    for (const watcher of this.watchers) watcher();
  }

  /** Calls `watcher` after every change; returns the function that stops it. */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }
}
