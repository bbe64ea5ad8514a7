import Badge from 'react-bootstrap/Badge';
import type { MessageListItem, MessageStatus } from '@bunkhouse/contract';
import { STATUS_LABELS } from '../messages-text';

const STATUS_VARIANTS: Record<MessageStatus, { bg: string; text?: 'dark' }> = {
  queued: { bg: 'info', text: 'dark' },
  sent: { bg: 'success' },
  failed: { bg: 'danger' },
  skipped: { bg: 'warning', text: 'dark' },
};

/** Queued, Sent, Failed or Skipped, in words; for a failed or skipped one, why under it. */
export function MessageStatusCell({ message }: { message: Pick<MessageListItem, 'status' | 'reason'> }) {
  const variant = STATUS_VARIANTS[message.status];
  const hasReason = message.reason && (message.status === 'failed' || message.status === 'skipped');
  return (
    <>
      <Badge pill bg={variant.bg} text={variant.text}>
        {STATUS_LABELS[message.status]}
      </Badge>
      {hasReason && <div className="small text-body-secondary">{message.reason}</div>}
    </>
  );
}
