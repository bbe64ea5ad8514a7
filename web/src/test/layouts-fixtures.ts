import type { MailLayout } from '@bunkhouse/contract';

/** A layout taught from a credit union's deposit notice, as GET /api/mail-layouts/ answers it. */
export const aMailLayout = (overrides: Partial<MailLayout> = {}): MailLayout => ({
  id: 70,
  sender_domain: 'creditunion.example',
  patterns: [
    String.raw`^Member: (?<payer>[\p{L}'. -]+)$`,
    String.raw`^Credit amount: (?<amount>\$ ?\d[\d,]*(?:\.\d{2})?)$`,
  ],
  method: { id: 6, name: 'Bank transfer' },
  sample_message_id: 950,
  created_at: '2026-03-06T10:00:00.000Z',
  created_by: 'maria',
  ...overrides,
});
