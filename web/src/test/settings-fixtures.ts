import { hashKey } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AuditEntry, BusinessSettings, Permission, PublicSettings } from '@bunkhouse/contract';
import { settingsKeys } from '../lib/query-keys';
import { aUser } from './fake-fetch';

/** The business settings and audit entries as the server sends them, with overrides. */
export const aBusinessSettings = (overrides: Partial<BusinessSettings> = {}): BusinessSettings => ({
  business_name: 'Pine Street Hostel',
  contact_email: 'desk@pine.example',
  time_zone: 'America/Chicago',
  rent_lead_days: 3,
  grace_days: 0,
  books_closed_through: null,
  late_fee_mode: 'off',
  late_fee_amount: '0.00',
  late_fee_percent: '0.00',
  late_fee_max: null,
  late_fee_type_id: null,
  deposit_mode: 'none',
  deposit_amount: '0.00',
  mail: {
    host: 'imap.pine.example',
    port: 993,
    tls: true,
    user: 'payments',
    mailbox: 'INBOX',
    has_password: true,
  },
  mail_from: 'settings',
  can_store_mail_password: true,
  ...overrides,
});

/** What GET /api/settings/public/ answers anyone: the same business, with overrides. */
export const aPublicSettings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  business_name: 'Pine Street Hostel',
  contact_email: 'desk@pine.example',
  time_zone: 'America/Chicago',
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  created_at: '2026-03-05T15:00:00.000Z',
  user: { id: 1, username: 'maria' },
  action: 'update',
  entity: 'tenant',
  entity_id: '5',
  detail: null,
  changes: { phone: { from: '3125550100', to: '3125550199' } },
  request_id: 'req-1',
  ...overrides,
});

/** A manager who may change the settings (and may read the audit log when asked). */
export const aSettingsUser = (permissions: Permission[] = ['settings.change']) => aUser({ permissions });

/**
 * The cached queries but the footer's public settings, which anyone may read: once the cache is
 * cleared (logout, an expired session) the footer, still on screen, asks for them again.
 */
export const cachedPrivateQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryHash !== hashKey(settingsKeys.public()));
