import { DEFAULT_PAGE_SIZE, MESSAGE_FIELDS, MESSAGE_KINDS } from '@bunkhouse/contract';
import type {
  BalancePage,
  Message,
  MessageKind,
  MessageListItem,
  MessageSettings,
  MessageTemplate,
} from '@bunkhouse/contract';
import { json } from './fake-fetch';
import type { Reply } from './fake-fetch';

/** Issue 32's answers as the server sends them (contract/src/messages.ts), with overrides. */
export const aMessageSettings = (overrides: Partial<MessageSettings> = {}): MessageSettings => ({
  messages_on: false,
  mail_out: { host: 'smtp.pine.example', port: 587, tls: 'starttls', user: 'desk', has_password: true },
  mail_out_from: 'settings',
  from_name: 'Pine Street Front Desk',
  from_address: 'desk@pine.example',
  reply_to: null,
  receipts_on: true,
  reminders_on: true,
  reminder_days: 3,
  overdue_on: true,
  overdue_every_days: 7,
  overdue_times: 3,
  late_fee_notices_on: true,
  settlements_on: true,
  payment_instructions: 'Zelle to pay@pine.example',
  link_days: 30,
  public_url: 'https://rent.pine.example',
  can_store_password: true,
  ...overrides,
});

const DEFAULT_TEXT: Record<MessageKind, string> = {
  receipt: 'Payment received',
  reminder: 'Rent due soon',
  overdue: 'Rent overdue',
  late_fee: 'Late fee charged',
  settlement: 'Your deposit',
  statement: 'Your statement',
};

export const aMessageTemplate = (
  kind: MessageKind = 'receipt',
  overrides: Partial<MessageTemplate> = {},
) => ({
  kind,
  subject: `${DEFAULT_TEXT[kind]} — {business_name}`,
  body: `Hello {first_name},\n\n${DEFAULT_TEXT[kind]}.\n\n{business_name}`,
  is_default: true,
  fields: [...MESSAGE_FIELDS[kind]],
  ...overrides,
});

/** One template per kind, in MESSAGE_KINDS order; the receipt's edited. */
export const theTemplates = (): MessageTemplate[] =>
  MESSAGE_KINDS.map((kind) =>
    aMessageTemplate(kind, kind === 'receipt' ? { is_default: false, subject: 'Thanks, {first_name}' } : {}),
  );

export const aMessageListItem = (overrides: Partial<MessageListItem> = {}): MessageListItem => ({
  id: 40,
  tenant: { id: 5, name: 'Dana Smith' },
  to_address: 'dana@example.com',
  kind: 'receipt',
  subject: 'Payment received — Pine Street Hostel',
  status: 'sent',
  reason: null,
  attempts: 1,
  created_at: '2026-03-05T15:00:00.000Z',
  sent_at: '2026-03-05T15:01:00.000Z',
  cause: 'Payment #12',
  ...overrides,
});

export const aMessage = (overrides: Partial<Message> = {}): Message => ({
  ...aMessageListItem(),
  body: 'Hello Dana,\n\nWe received $500.00 on 05 Mar 2026.\n\nPine Street Hostel',
  attachment: null,
  ...overrides,
});

/** A page of messages as GET /api/messages/ answers it. */
export const pagedMessages = (rows: MessageListItem[]) => ({
  count: rows.length,
  next: null,
  previous: null,
  results: rows.slice(0, DEFAULT_PAGE_SIZE),
});

export const aBalancePage = (overrides: Partial<BalancePage> = {}): BalancePage => ({
  business_name: 'Pine Street Hostel',
  contact_email: 'desk@pine.example',
  first_name: 'Dana',
  balance: '-1200.00',
  next_due: { date: '2026-04-01', amount: '1200.00' },
  rows: [
    { date: '2026-03-05', description: 'Payment Zelle', amount: '500.00', balance: '-1200.00' },
    { date: '2026-03-01', description: 'Rent due 01 Mar 2026', amount: '-1200.00', balance: '-1700.00' },
  ],
  payment_instructions: 'Zelle to pay@pine.example\nor cash at the desk',
  expires_on: '2026-04-04',
  time_zone: 'America/Chicago',
  ...overrides,
});

/**
 * What Settings asks for with `settings.change` beyond the business settings: the message settings
 * and the templates (Settings > Mail out, issue 32).
 */
export const messageSettingsRoutes = (
  settings: MessageSettings = aMessageSettings(),
): Record<string, Reply> => ({
  'GET /api/settings/messages/': () => json(200, settings),
  'GET /api/message-templates/': () => json(200, theTemplates()),
});
