import Badge from 'react-bootstrap/Badge';
import type { Transaction, TransactionType } from '@bunkhouse/contract';
import {
  REVERSED_LABELS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPE_VARIANTS,
} from '../lib/transaction-types';

/** Payment, Rent, Fee, Deposit, Refund, Income or Expense, each in its colour. */
export function TransactionTypeBadge({ type }: { type: TransactionType }) {
  return (
    <Badge pill bg={TRANSACTION_TYPE_VARIANTS[type]}>
      {TRANSACTION_TYPE_LABELS[type]}
    </Badge>
  );
}

/**
 * The Type cell of a ledger row: its type badge and, when a later row reverses it, 'Void' (a payment
 * or fee), 'Cancelled' (a rent charge) or 'Released' (a deposit settled) beside it. The reversing row itself carries its own
 * description ('Payment #12 void: …').
 */
export function TransactionTypeCell({ row }: { row: Pick<Transaction, 'type' | 'is_reversed'> }) {
  const reversed = row.is_reversed ? REVERSED_LABELS[row.type] : undefined;
  return (
    <>
      <TransactionTypeBadge type={row.type} />
      {reversed && (
        <Badge pill bg="secondary" className="ms-1">
          {reversed}
        </Badge>
      )}
    </>
  );
}
