import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, MESSAGE_MESSAGES, MESSAGE_STATUSES } from '@bunkhouse/contract';
import type { MessageKind, MessageStatus, SmtpTlsMode } from '@bunkhouse/contract';
import type { ChipOption } from '../../components/chip-filter';

/** What the message screens say (issue 32): titles, labels of values, and the toasts. */
export const MESSAGES_TITLE = 'Messages';

export const STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const STATUS_OPTIONS: ChipOption[] = MESSAGE_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

export const KIND_OPTIONS: ChipOption[] = MESSAGE_KINDS.map((value) => ({
  value,
  label: MESSAGE_KIND_LABELS[value],
}));

export const isMessageStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

export const isMessageKind = (value: string): value is MessageKind =>
  (MESSAGE_KINDS as readonly string[]).includes(value);

/** The filters of Finance > Messages, each a query-string parameter named as the API's. */
export const MESSAGE_FILTERS = ['status', 'kind'] as const;

export const TLS_LABELS: Record<SmtpTlsMode, string> = {
  starttls: 'STARTTLS',
  tls: 'TLS',
  none: 'STARTTLS when offered',
};

export const messagesToasts = {
  queued: MESSAGE_MESSAGES.queued,
  resent: MESSAGE_MESSAGES.resent,
  templateSaved: MESSAGE_MESSAGES.templateSaved,
  templateReset: 'Template set back to default',
  linksRevoked: 'Links revoked',
  linkCopied: 'Link copied',
  loadFailed: 'Failed to load messages',
};
