/**
 * Every advisory lock key the app takes, in one place, so that no two uses share one by accident.
 * PostgreSQL's advisory locks are one space per database; the embedded engine has one process and
 * queues `withAdvisoryLock` callers instead (db/open.ts).
 */
export const ADVISORY_LOCKS = {
  /** Start-up preparation: migrations, derived SQL, seeds, the first admin (setup/prepare.ts). */
  prepare: 724_100_001,
  /** The billing job, with a stripe of tenants as the second key (modules/billing/billing.service.ts). */
  billing: 724_100_002,
  /** One mail poller at a time over every instance (jobs/mail-poller.ts). */
  mailPoll: 724_100_003,
  /** The upgrade of the stored ledger rows, one batch at a time over every instance (jobs/items-upgrade.ts). */
  itemsUpgrade: 724_100_004,
  /** One sender of the messages to tenants at a time over every instance (jobs/message-sender.ts). */
  messageSend: 724_100_005,
  /** The SSN check's limits: one per user (the user's id as the second key)… */
  ssnCheckUser: 724_100_010,
  /** …and one per tenant (modules/tenants/ssn-check.service.ts). */
  ssnCheckTenant: 724_100_011,
} as const;
