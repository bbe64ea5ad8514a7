import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { DepositStatement as Statement } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { DepositStatusBadge } from '../../../components/deposit-status-badge';
import { DetailList } from '../../../components/detail-list';
import { SignedAmount } from '../../../components/signed-amount';
import { formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** The deposit as it stands: whose, where, how much, what it holds, its status, and the balance now. */
export function DepositSummary({ statement }: { statement: Statement }) {
  const { tenant, property, deposit } = statement;
  return (
    <DetailList
      label="Deposit"
      title="Deposit"
      items={[
        {
          label: 'Tenant',
          value: (
            <AllowedLink screen="tenant" to={paths.tenant.href(tenant.id)}>
              {tenantName(tenant)}
            </AllowedLink>
          ),
        },
        { label: 'Property', value: property?.address ?? '—' },
        { label: 'Order', value: `#${statement.order_id}` },
        { label: 'Deposit', value: formatMoney(deposit.amount) },
        { label: 'Held', value: formatMoney(deposit.held) },
        { label: 'Status', value: <DepositStatusBadge deposit={deposit} /> },
        { label: 'Balance now', value: <SignedAmount amount={statement.balance_now} /> },
      ]}
    />
  );
}

/**
 * The settlement's statement, the one the tenant can be given: each deduction and their total, the
 * deposit and what was released to the balance (what it held), the balance right after and now (credit
 * positive).
 */
export function DepositStatement({ statement }: { statement: Statement }) {
  const { deposit, deductions } = statement;
  return (
    <Card className="mb-4 deposit-statement">
      <Card.Header as="h2" className="h6 mb-0 py-2">
        Statement
      </Card.Header>
      <Card.Body>
        <Table size="sm" className="mb-3" aria-label="Deductions">
          <thead>
            <tr>
              <th scope="col">Fee type</th>
              <th scope="col">Description</th>
              <th scope="col" className="text-end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {deductions.map((deduction) => (
              <tr key={deduction.fee_id}>
                <td>{deduction.type.name}</td>
                <td>{deduction.description}</td>
                <td className="text-end">{formatMoney(deduction.amount)}</td>
              </tr>
            ))}
            {deductions.length === 0 && (
              <tr>
                <td colSpan={3} className="text-body-secondary">
                  No deductions.
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total deducted
              </th>
              <td className="text-end fw-semibold">{formatMoney(statement.deducted)}</td>
            </tr>
          </tfoot>
        </Table>
        <dl className="row mb-0" aria-label="Settlement">
          {[
            { label: 'Deposit', value: formatMoney(deposit.amount) },
            { label: 'Released to the balance', value: formatMoney(statement.released ?? '0.00') },
            {
              label: 'Balance after',
              value: statement.balance_after ? <SignedAmount amount={statement.balance_after} /> : '—',
            },
            { label: 'Balance now', value: <SignedAmount amount={statement.balance_now} /> },
          ].map((item) => (
            <div key={item.label} className="col-sm-6 col-lg-3 mb-2">
              <dt className="small text-body-secondary fw-normal">{item.label}</dt>
              <dd className="mb-0 fw-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
