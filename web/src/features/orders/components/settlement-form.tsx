import { useMemo, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { DEPOSIT_MESSAGES, MAX_DEPOSIT_DEDUCTIONS } from '@bunkhouse/contract';
import type { SettlementBody } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import { SAVING_TEXT } from '../../../lib/form-text';
import { toUsDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useSettleDeposit } from '../api/settle-deposit';
import { readRows, rowOfMessage, settlementFormSchema, writeRows } from '../settlement-form-schema';
import type { DeductionRow, SettlementField } from '../settlement-form-schema';
import { DeductionRows } from './deduction-rows';

export interface SettlementFormProps {
  orderId: number;
  /** Today in the business time zone, 'YYYY-MM-DD': the day's default and latest day. */
  today: string;
}

/**
 * The move-out settlement (DOMAIN "Security deposits"): the deductions, each a fee of a fee type (at
 * most 20), and the day they and the release are booked on. "Settle deposit" sends them; the server
 * answers the statement, which the page then shows. Its refusals show under the deductions (each
 * naming its row), under the day, or in the banner.
 */
export function SettlementForm({ orderId, today }: SettlementFormProps) {
  const settle = useSettleDeposit();
  const feeTypes = useSubTypes({ is_active: true, type: ['fee'] });
  const nextKey = useRef(0);
  const schema = useMemo(() => settlementFormSchema(today), [today]);
  const form = useForm<SettlementField, SettlementBody>({
    schema,
    initialValues: { deductions: writeRows([]), booked_on: toUsDate(today) },
    submit: (body) => settle.mutateAsync({ orderId, body }),
    onSuccess: () => notify.success(DEPOSIT_MESSAGES.settled),
  });
  const { values, errors, setValue, bindForm, banner, isSubmitting, handleSubmit } = form;
  const rows = readRows(values.deductions);
  const setRows = (next: DeductionRow[]) => setValue('deductions', writeRows(next));
  const addRow = () =>
    setRows([...rows, { key: nextKey.current++, type_id: '', amount: '', description: '' }]);
  const invalidRow = rowOfMessage(errors.deductions);

  return (
    <Form ref={bindForm} noValidate onSubmit={handleSubmit} aria-label="Settle deposit">
      {banner && (
        <Alert variant="danger" tabIndex={-1} data-form-banner>
          {banner}
        </Alert>
      )}
      <h3 className="h6">Deductions</h3>
      <p className="small text-body-secondary">
        Fees charged from the deposit (cleaning, damage…). The rest is released to the tenant’s balance, where
        it covers what they still owe; what is left is credit to refund.
      </p>
      <DeductionRows
        rows={rows}
        feeTypes={feeTypes.data}
        invalidRow={invalidRow}
        onChange={setRows}
        disabled={isSubmitting}
      />
      {rows.length === 0 && (
        <p className="text-body-secondary">No deductions: the whole deposit is released.</p>
      )}
      <div
        className="mb-3"
        data-field-invalid={errors.deductions && invalidRow === null ? 'deductions' : undefined}
      >
        {errors.deductions && <div className="invalid-feedback d-block mb-2">{errors.deductions}</div>}
        <Button
          variant="outline-primary"
          size="sm"
          onClick={addRow}
          disabled={rows.length >= MAX_DEPOSIT_DEDUCTIONS || isSubmitting}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add deduction
        </Button>
      </div>
      <FormField controlId="settlement-booked-on" label="Date" error={errors.booked_on} className="mb-1">
        <MaskedInput
          id="settlement-booked-on"
          mask={MASKS.usDate}
          value={values.booked_on}
          onChange={(value) => setValue('booked_on', value)}
          isInvalid={!!errors.booked_on}
          placeholder="MM/DD/YYYY"
          autoComplete="off"
          aria-describedby="settlement-booked-on-hint"
        />
      </FormField>
      <Form.Text id="settlement-booked-on-hint" className="d-block mb-3">
        The day the deductions are charged and the deposit released.
      </Form.Text>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {isSubmitting ? SAVING_TEXT : 'Settle deposit'}
      </Button>
    </Form>
  );
}
