import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MAX_FINANCE_DESCRIPTION } from '@bunkhouse/contract';
import type { SubType } from '@bunkhouse/contract';
import type { DeductionRow } from '../settlement-form-schema';
import { MoneyInput } from '../../../components/money-input';

export interface DeductionRowsProps {
  rows: readonly DeductionRow[];
  /** The active fee types (undefined while they load). */
  feeTypes: readonly SubType[] | undefined;
  /** The row a message names ('Deduction 2: …'): its group is marked, and takes focus after a failed submit. */
  invalidRow: number | null;
  onChange: (rows: DeductionRow[]) => void;
  disabled?: boolean;
}

/**
 * The deductions from a deposit, one group per row: fee type, amount (the fee type's default amount
 * filled in when it has one) and description, and a Remove button.
 */
export function DeductionRows({ rows, feeTypes, invalidRow, onChange, disabled }: DeductionRowsProps) {
  const edit = (index: number, change: Partial<DeductionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const chooseType = (index: number, typeId: string) => {
    const amount = feeTypes?.find((type) => String(type.id) === typeId)?.default_amount;
    edit(index, amount ? { type_id: typeId, amount } : { type_id: typeId });
  };

  return rows.map((row, index) => {
    const id = `deduction-${row.key}`;
    const name = `Deduction ${index + 1}`;
    return (
      <fieldset
        key={row.key}
        className="row g-2 align-items-end mb-2"
        aria-label={name}
        data-field-invalid={invalidRow === index ? `${id}-type` : undefined}
      >
        <Form.Group className="col-md-3" controlId={`${id}-type`}>
          <Form.Label className="small mb-1">Fee type</Form.Label>
          <Form.Select
            value={row.type_id}
            onChange={(event) => chooseType(index, event.target.value)}
            isInvalid={invalidRow === index}
            disabled={disabled}
          >
            <option value="">{feeTypes ? 'Select...' : 'Loading...'}</option>
            {feeTypes?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-2" controlId={`${id}-amount`}>
          <Form.Label className="small mb-1">Amount</Form.Label>
          <MoneyInput value={row.amount} onChange={(amount) => edit(index, { amount })} disabled={disabled} />
        </Form.Group>
        <Form.Group className="col-md" controlId={`${id}-description`}>
          <Form.Label className="small mb-1">Description</Form.Label>
          <Form.Control
            value={row.description}
            onChange={(event) => edit(index, { description: event.target.value })}
            maxLength={MAX_FINANCE_DESCRIPTION}
            autoComplete="off"
            disabled={disabled}
          />
        </Form.Group>
        <div className="col-md-auto">
          <Button
            variant="outline-secondary"
            aria-label={`Remove ${name.toLowerCase()}`}
            title="Remove"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            disabled={disabled}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        </div>
      </fieldset>
    );
  });
}
