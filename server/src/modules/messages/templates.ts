import type { MessageKind } from '@bunkhouse/contract';

/**
 * The product's text of each message (issue 32), used until the operator edits it (Settings > Message
 * templates, `message_templates`). Plain text; `{name}` is a field of the kind (contract MESSAGE_FIELDS).
 */
export const DEFAULT_TEMPLATES: Record<MessageKind, { subject: string; body: string }> = {
  receipt: {
    subject: 'Receipt: {amount} received by {business_name}',
    body: `Hello {first_name},

We received your payment of {amount} ({method}) on {paid_on}. Thank you.

Your balance: {balance}.
Your balance and statement: {balance_link}

{business_name}`,
  },
  reminder: {
    subject: 'Rent of {amount_due} due {due_date}',
    body: `Hello {first_name},

A reminder that your rent of {amount_due} is due on {due_date}.

{payment_instructions}

Your balance: {balance}.
Your balance and statement: {balance_link}

{business_name}`,
  },
  overdue: {
    subject: 'Rent overdue: {amount_due} was due {due_date}',
    body: `Hello {first_name},

Your rent of {amount_due} was due on {due_date} and is {days_late} days late. Please pay it as soon as you can.

{payment_instructions}

Your balance: {balance}.
Your balance and statement: {balance_link}

{business_name}`,
  },
  late_fee: {
    subject: 'Late fee of {fee_amount}',
    body: `Hello {first_name},

A late fee of {fee_amount} was charged because the rent due on {due_date} was not paid in time.

{payment_instructions}

Your balance: {balance}.
Your balance and statement: {balance_link}

{business_name}`,
  },
  settlement: {
    subject: 'Your security deposit: {released} released',
    body: `Hello {first_name},

Your security deposit of {deposit_amount} is settled. Deductions: {deductions}. Released to your balance: {released}.

Your balance: {balance}. Your statement is attached.
Your balance and statement: {balance_link}

{business_name}`,
  },
  statement: {
    subject: 'Your statement, {start_date} to {end_date}',
    body: `Hello {first_name},

Your statement from {start_date} to {end_date} is attached.

Your balance: {balance}.
Your balance and statement: {balance_link}

{business_name}`,
  },
};
