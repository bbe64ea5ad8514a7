import Badge from 'react-bootstrap/Badge';
import type { TransactionType } from '@bunkhouse/contract';
import { TRANSACTION_TYPE_LABELS, TRANSACTION_TYPE_VARIANTS } from '../finance-text';

/** Payment, Rent, Fee, Income or Expense, each in its colour. */
export function TransactionTypeBadge({ type }: { type: TransactionType }) {
  return (
    <Badge pill bg={TRANSACTION_TYPE_VARIANTS[type]}>
      {TRANSACTION_TYPE_LABELS[type]}
    </Badge>
  );
}
