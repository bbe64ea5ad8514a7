import Form from 'react-bootstrap/Form';
import { DEPOSIT_MODES, SETTINGS_MESSAGES, toCents } from '@bunkhouse/contract';
import type { BusinessSettings, DepositMode } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import type { FormController, FormValues } from '../../../lib/use-form';
import { MoneyInput } from '../../../components/money-input';

/** The default deposit of a new order (DOMAIN "Security deposits"), as Settings > Business edits it. */
export type DepositField = 'deposit_mode' | 'deposit_amount';

const MODE_LABELS: Record<DepositMode, string> = {
  none: 'None',
  fixed: 'A fixed amount',
  rent: "One period's rent",
};

const HELP_ID = 'business-deposits-help';

export const depositValuesOf = (settings: BusinessSettings): FormValues<DepositField> => ({
  deposit_mode: settings.deposit_mode,
  // A stored 0.00 (no fixed deposit set yet) shows as an empty field.
  deposit_amount: toCents(settings.deposit_amount) === 0 ? '' : settings.deposit_amount,
});

/** Whether a field is hidden by the mode as typed: the amount shows for a fixed deposit only. */
export const isHiddenByDepositMode = (field: string, mode: string | null) =>
  field === 'deposit_amount' && mode !== 'fixed';

/** The default as typed, checked as the server checks it: a fixed deposit needs its amount. */
export function depositProblems(typed: Record<DepositField, string | null>) {
  const problems: { path: [DepositField]; message: string }[] = [];
  if (typed.deposit_mode === 'fixed' && typed.deposit_amount === null)
    problems.push({ path: ['deposit_amount'], message: SETTINGS_MESSAGES.depositAmountNeeded });
  return problems;
}

/**
 * The "Security deposits" group of Settings > Business: the deposit a new order is given unless its
 * form says otherwise — none, a fixed amount (its field shows), or one period's rent.
 */
export function DepositFields({ form }: { form: FormController<DepositField> }) {
  const { values, errors, setValue, isSubmitting } = form;
  const mode = values.deposit_mode;
  return (
    <fieldset className="border-top pt-3 mb-3" aria-describedby={HELP_ID}>
      <legend className="h6">Security deposits</legend>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Default deposit of a new order</legend>
        {DEPOSIT_MODES.map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`business-deposit_mode-${choice}`}
            name="deposit_mode"
            label={MODE_LABELS[choice]}
            checked={mode === choice}
            onChange={() => setValue('deposit_mode', choice)}
            isInvalid={!!errors.deposit_mode}
            disabled={isSubmitting}
          />
        ))}
        {errors.deposit_mode && <div className="invalid-feedback d-block">{errors.deposit_mode}</div>}
        <Form.Text id={HELP_ID}>
          Charged with the order and held, not earned, until the deposit is settled at move-out. Each order
          may change it.
        </Form.Text>
      </fieldset>
      {mode === 'fixed' && (
        <FormField
          controlId="business-deposit_amount"
          label="Deposit amount"
          error={errors.deposit_amount}
          required
        >
          <MoneyInput
            value={values.deposit_amount}
            onChange={(v) => setValue('deposit_amount', v)}
            isInvalid={!!errors.deposit_amount}
            disabled={isSubmitting}
          />
        </FormField>
      )}
    </fieldset>
  );
}
