import Form from 'react-bootstrap/Form';
import { FINANCE_MESSAGES, LATE_FEE_MODES, SETTINGS_MESSAGES, toCents } from '@bunkhouse/contract';
import type { BusinessSettings, LateFeeMode } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import type { FormController, FormValues } from '../../../lib/use-form';
import { useLogError } from '../../../lib/use-log-error';
import { MoneyInput } from '../../../components/money-input';

/** The late fee rule's fields (DOMAIN "Late fees", decision 038), as Settings > Business edits them. */
export type LateFeeField =
  'late_fee_mode' | 'late_fee_amount' | 'late_fee_percent' | 'late_fee_max' | 'late_fee_type_id';

const MODE_LABELS: Record<LateFeeMode, string> = {
  off: 'Off',
  flat: 'A flat amount',
  percent: 'A percent of the late rent',
};

const HELP_ID = 'business-late-fees-help';

/** A stored 0.00 (no flat fee or percent set yet) shows as an empty field. */
const amountOf = (value: string) => (toCents(value) === 0 ? '' : value);

export const lateFeeValuesOf = (settings: BusinessSettings): FormValues<LateFeeField> => ({
  late_fee_mode: settings.late_fee_mode,
  late_fee_amount: amountOf(settings.late_fee_amount),
  late_fee_percent: amountOf(settings.late_fee_percent),
  late_fee_max: settings.late_fee_max ?? '',
  late_fee_type_id: settings.late_fee_type_id === null ? '' : String(settings.late_fee_type_id),
});

/** The fields a mode shows: the others are hidden, and what was typed in them is not sent. */
function shownFields(mode: string | null): ReadonlySet<LateFeeField> {
  if (mode === 'flat') return new Set(['late_fee_amount', 'late_fee_max', 'late_fee_type_id']);
  if (mode === 'percent') return new Set(['late_fee_percent', 'late_fee_max', 'late_fee_type_id']);
  return new Set();
}

const LATE_FEE_FIELDS: ReadonlySet<string> = new Set<LateFeeField>([
  'late_fee_amount',
  'late_fee_percent',
  'late_fee_max',
  'late_fee_type_id',
]);

/** Whether a field is hidden by the mode as typed (the mode itself never is). */
export const isHiddenByMode = (field: string, mode: string | null) =>
  LATE_FEE_FIELDS.has(field) && !shownFields(mode).has(field as LateFeeField);

/**
 * The rule as typed, checked as the server checks it (`refuseLateFees`), with its words: a flat fee
 * needs its amount, a percent its percent, and either a fee type. The contract checks each value.
 */
export function lateFeeProblems(typed: Record<LateFeeField, string | null>) {
  const mode = typed.late_fee_mode;
  const problems: { path: [LateFeeField]; message: string }[] = [];
  if (mode === 'flat' && typed.late_fee_amount === null)
    problems.push({ path: ['late_fee_amount'], message: SETTINGS_MESSAGES.lateFeeAmountNeeded });
  if (mode === 'percent' && typed.late_fee_percent === null)
    problems.push({ path: ['late_fee_percent'], message: SETTINGS_MESSAGES.lateFeePercentNeeded });
  if (mode !== 'off' && typed.late_fee_type_id === null)
    problems.push({ path: ['late_fee_type_id'], message: FINANCE_MESSAGES.subTypeKind('fee') });
  return problems;
}

type Controller = FormController<LateFeeField | 'grace_days'>;

/**
 * The "Late fees" group of Settings > Business: the grace days, the rule (off, a flat amount, or a
 * percent of the late rent, each with an optional maximum) and the fee type charged. Only the mode's
 * fields show.
 */
export function LateFeesFields({ form }: { form: Controller }) {
  const { values, errors, setValue, isSubmitting } = form;
  const mode = values.late_fee_mode;
  const shown = shownFields(mode);
  const money = (field: 'late_fee_amount' | 'late_fee_percent' | 'late_fee_max', label: string) => (
    <FormField
      controlId={`business-${field}`}
      label={label}
      error={errors[field]}
      required={field !== 'late_fee_max'}
    >
      <MoneyInput
        value={values[field]}
        onChange={(v) => setValue(field, v)}
        isInvalid={!!errors[field]}
        disabled={isSubmitting}
        unit={field === 'late_fee_percent' ? '%' : '$'}
      />
      {field === 'late_fee_max' && <Form.Text>Leave empty for no maximum.</Form.Text>}
    </FormField>
  );

  return (
    <fieldset className="border-top pt-3 mb-3" aria-describedby={HELP_ID}>
      <legend className="h6">Late fees</legend>
      <FormField
        controlId="business-grace_days"
        label="Grace days"
        error={errors.grace_days}
        required={form.isRequired('grace_days')}
      >
        <Form.Control
          type="number"
          value={values.grace_days}
          onChange={(event) => setValue('grace_days', event.target.value)}
          isInvalid={!!errors.grace_days}
          disabled={isSubmitting}
        />
        <Form.Text>Days after the due date before rent is late.</Form.Text>
      </FormField>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Late fee</legend>
        {LATE_FEE_MODES.map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`business-late_fee_mode-${choice}`}
            name="late_fee_mode"
            label={MODE_LABELS[choice]}
            checked={mode === choice}
            onChange={() => setValue('late_fee_mode', choice)}
            isInvalid={!!errors.late_fee_mode}
            disabled={isSubmitting}
          />
        ))}
        {errors.late_fee_mode && <div className="invalid-feedback d-block">{errors.late_fee_mode}</div>}
        <Form.Text id={HELP_ID}>
          Charged once per rent charge still unpaid after its due date and the grace days. A payment received
          by then removes it.
        </Form.Text>
      </fieldset>
      {shown.has('late_fee_amount') && money('late_fee_amount', 'Late fee amount')}
      {shown.has('late_fee_percent') && money('late_fee_percent', 'Percent of the late rent')}
      {shown.has('late_fee_max') && money('late_fee_max', 'Maximum (optional)')}
      {shown.has('late_fee_type_id') && (
        <FormField
          controlId="business-late_fee_type_id"
          label="Fee type"
          error={errors.late_fee_type_id}
          required
        >
          <FeeTypeSelect
            value={values.late_fee_type_id}
            onChange={(id) => setValue('late_fee_type_id', id)}
            isInvalid={!!errors.late_fee_type_id}
            disabled={isSubmitting}
          />
        </FormField>
      )}
    </fieldset>
  );
}

interface FeeTypeSelectProps {
  value: string;
  onChange: (id: string) => void;
  isInvalid: boolean;
  disabled: boolean;
}

/**
 * The active fee types, and the chosen one when it has since been deactivated (marked so: the server
 * takes only an active one when the type changes).
 */
function FeeTypeSelect({ value, onChange, isInvalid, disabled }: FeeTypeSelectProps) {
  const feeTypes = useSubTypes({ type: ['fee'] });
  useLogError(feeTypes.error, 'Failed to load the fee types:');
  const choices = feeTypes.data?.filter((type) => type.is_active || String(type.id) === value) ?? [];
  let first = 'Select...';
  if (feeTypes.isPending) first = 'Loading...';
  else if (feeTypes.isError) first = 'Failed to load the fee types';
  return (
    <Form.Select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      isInvalid={isInvalid}
      disabled={disabled || feeTypes.isPending}
    >
      <option value="">{first}</option>
      {choices.map((type) => (
        <option key={type.id} value={type.id}>
          {type.is_active ? type.name : `${type.name} (inactive)`}
        </option>
      ))}
    </Form.Select>
  );
}
