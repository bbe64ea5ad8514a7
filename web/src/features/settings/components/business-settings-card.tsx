import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { SETTINGS_MESSAGES, settingsPatchBody } from '@bunkhouse/contract';
import type { BusinessSettings, SettingsPatchBody } from '@bunkhouse/contract';
import { FormField, RequiredNote } from '../../../components/form-field';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { toUsDate } from '../../../lib/format';
import { SAVING_TEXT } from '../../../lib/form-text';
import { notify } from '../../../lib/notify';
import { toNullableBody, useForm } from '../../../lib/use-form';
import type { BodySchema, FormValues } from '../../../lib/use-form';
import { useUpdateSettings } from '../api/update-settings';
import { DepositFields, depositProblems, depositValuesOf, isHiddenByDepositMode } from './deposit-fields';
import type { DepositField } from './deposit-fields';
import { isHiddenByMode, lateFeeProblems, LateFeesFields, lateFeeValuesOf } from './late-fees-fields';
import type { LateFeeField } from './late-fees-fields';
import { TimeZoneSelect } from './time-zone-select';

type Field =
  | 'business_name'
  | 'contact_email'
  | 'time_zone'
  | 'rent_lead_days'
  | 'grace_days'
  | 'books_closed_through'
  | LateFeeField
  | DepositField;

const valuesOf = (settings: BusinessSettings): FormValues<Field> => ({
  business_name: settings.business_name,
  contact_email: settings.contact_email ?? '',
  time_zone: settings.time_zone,
  rent_lead_days: String(settings.rent_lead_days),
  grace_days: String(settings.grace_days),
  books_closed_through: settings.books_closed_through ? toUsDate(settings.books_closed_through) : '',
  ...lateFeeValuesOf(settings),
  ...depositValuesOf(settings),
});

/**
 * The fields whose value differs from the saved one (blank counts as empty on both sides), less the
 * late fee and deposit fields their mode as typed hides.
 */
function changedFields(saved: FormValues<Field>, typed: Record<Field, string | null>) {
  const before = toNullableBody(saved);
  return Object.fromEntries(
    (Object.keys(typed) as Field[])
      .filter((field) => !isHiddenByMode(field, typed.late_fee_mode))
      .filter((field) => !isHiddenByDepositMode(field, typed.deposit_mode))
      .filter((field) => typed[field]?.trim() !== before[field]?.trim())
      .map((field) => [field, typed[field]]),
  );
}

/**
 * The contract's PATCH body, checked on what changed only (Save sends nothing else), and the late
 * fee rule as typed, which must be able to charge, and the default deposit (a fixed one needs its amount).
 */
const changesOnly = (saved: FormValues<Field>): BodySchema<SettingsPatchBody> => ({
  safeParse: (input) => {
    const typed = input as Record<Field, string | null>;
    const parsed = settingsPatchBody.safeParse(changedFields(saved, typed));
    const problems = [...lateFeeProblems(typed), ...depositProblems(typed)];
    if (problems.length === 0) return parsed;
    return { success: false, error: { issues: [...problems, ...(parsed.error?.issues ?? [])] } };
  },
});

/**
 * Settings > Business: the name and contact e-mail (the footer shows them), the time zone of the
 * business day, how many days ahead rent is charged, the day the books are closed through (DOMAIN
 * "The books"; empty: open), the late fees with the grace days (DOMAIN "Late fees") and the default
 * deposit of a new order (DOMAIN "Security deposits"). Save sends only the fields that changed.
 */
export function BusinessSettingsCard({ settings }: { settings: BusinessSettings }) {
  // A save answers the settings as stored: the form starts again from them.
  return <BusinessForm key={JSON.stringify(valuesOf(settings))} settings={settings} />;
}

function BusinessForm({ settings }: { settings: BusinessSettings }) {
  const update = useUpdateSettings();
  const saved = valuesOf(settings);
  const form = useForm<Field, SettingsPatchBody>({
    schema: changesOnly(saved),
    initialValues: saved,
    submit: (body) => update.mutateAsync(body),
    onSuccess: () => notify.success(SETTINGS_MESSAGES.saved),
  });
  const { values, errors, setValue, bindForm } = form;
  const isChanged = Object.keys(changedFields(saved, toNullableBody(values))).length > 0;
  const text = (field: Field, label: string, type = 'text', hint?: string) => (
    <FormField
      controlId={`business-${field}`}
      label={label}
      error={errors[field]}
      required={form.isRequired(field)}
    >
      <Form.Control
        type={type}
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
        isInvalid={!!errors[field]}
        disabled={form.isSubmitting}
      />
      {hint && <Form.Text>{hint}</Form.Text>}
    </FormField>
  );

  return (
    <Card className="mb-3" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <h2 className="h5">Business</h2>
        <Form ref={bindForm} noValidate onSubmit={form.handleSubmit} aria-label="Business">
          {form.banner && (
            <Alert variant="danger" tabIndex={-1} data-form-banner>
              {form.banner}
            </Alert>
          )}
          <RequiredNote />
          {text('business_name', 'Business name')}
          {text('contact_email', 'Contact e-mail', 'email')}
          <FormField
            controlId="business-time_zone"
            label="Time zone"
            error={errors.time_zone}
            required={form.isRequired('time_zone')}
          >
            <TimeZoneSelect
              inputId="business-time_zone"
              value={values.time_zone}
              onChange={(zone) => setValue('time_zone', zone)}
              isInvalid={!!errors.time_zone}
              isDisabled={form.isSubmitting}
            />
            <Form.Text>The business day (rent due dates, reports) follows this zone.</Form.Text>
          </FormField>
          {text(
            'rent_lead_days',
            'Rent lead days',
            'number',
            'Rent is charged this many days before it is due.',
          )}
          <FormField
            controlId="business-books_closed_through"
            label="Books closed through"
            error={errors.books_closed_through}
            required={form.isRequired('books_closed_through')}
          >
            <MaskedInput
              id="business-books_closed_through"
              mask={MASKS.usDate}
              value={values.books_closed_through}
              onChange={(value) => setValue('books_closed_through', value)}
              isInvalid={!!errors.books_closed_through}
              disabled={form.isSubmitting}
              placeholder="MM/DD/YYYY"
              autoComplete="off"
              aria-describedby="business-books-closed-hint"
            />
            <Form.Text id="business-books-closed-hint">
              Nothing can be entered or back-dated on or before this day.
            </Form.Text>
          </FormField>
          <LateFeesFields form={form} />
          <DepositFields form={form} />
          <Button type="submit" disabled={form.isSubmitting || !isChanged}>
            {form.isSubmitting && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {form.isSubmitting ? SAVING_TEXT : 'Save'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
