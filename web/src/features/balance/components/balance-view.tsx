import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { toCents } from '@bunkhouse/contract';
import type { BalancePage } from '@bunkhouse/contract';
import { SignedAmount } from '../../../components/signed-amount';
import { formatDate, formatMoney } from '../../../lib/format';
import { balanceStatementHref } from '../api/get-balance-page';
import './balance.css';

/** The balance in words: owed (negative) 'You owe $X', credit (positive) 'Credit $X', zero 'Nothing owed'. */
export function balanceInWords(balance: string): { text: string; className: string } {
  const cents = toCents(balance);
  const amount = formatMoney(balance.replace(/^-/, ''));
  if (cents < 0) return { text: `You owe ${amount}`, className: 'text-danger' };
  if (cents > 0) return { text: `Credit ${amount}`, className: 'text-success' };
  return { text: 'Nothing owed', className: '' };
}

/**
 * A tenant's balance page (issue 32), read-only: the business, a greeting, the balance, the next
 * rent due, how to pay, the statement of the last 90 days as a PDF and its rows, whom to write to,
 * and when the link expires. One column, made for a phone.
 */
export function BalanceView({ page, token }: { page: BalancePage; token: string }) {
  const balance = balanceInWords(page.balance);
  return (
    <>
      <p className="text-body-secondary mb-1">{page.business_name}</p>
      <h1 className="h3 mb-3">Hello {page.first_name}</h1>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h6 text-body-secondary fw-normal mb-1">Your balance</h2>
          <p className={`display-6 fw-semibold mb-2 ${balance.className}`}>{balance.text}</p>
          {page.next_due ? (
            <p className="mb-0">
              Next due: <strong>{formatMoney(page.next_due.amount)}</strong> on{' '}
              <strong>{formatDate(page.next_due.date)}</strong>
            </p>
          ) : (
            <p className="mb-0 text-body-secondary">No rent is due next.</p>
          )}
        </Card.Body>
      </Card>
      {page.payment_instructions.trim() !== '' && (
        <section className="mb-3" aria-labelledby="balance-instructions-title">
          <h2 className="h5" id="balance-instructions-title">
            How to pay
          </h2>
          <p className="balance-instructions mb-0">{page.payment_instructions}</p>
        </section>
      )}
      <p>
        <a
          className="btn btn-outline-primary"
          href={balanceStatementHref(token)}
          target="_blank"
          rel="noopener"
        >
          <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
          Download statement (PDF)
        </a>
      </p>
      <section className="mb-3" aria-labelledby="balance-rows-title">
        <h2 className="h5" id="balance-rows-title">
          The last 90 days
        </h2>
        {page.rows.length === 0 ? (
          <p className="text-body-secondary">Nothing was charged or paid in the last 90 days.</p>
        ) : (
          <Table size="sm" className="balance-rows align-middle" aria-labelledby="balance-rows-title">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row, index) => (
                <tr key={index}>
                  <td>{formatDate(row.date)}</td>
                  <td className="text-break">{row.description}</td>
                  <td className="text-end">
                    <SignedAmount amount={row.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      {page.contact_email && (
        <p>
          Questions? Write to <a href={`mailto:${page.contact_email}`}>{page.contact_email}</a>.
        </p>
      )}
      <p className="small text-body-secondary">This link expires on {formatDate(page.expires_on)}.</p>
    </>
  );
}
