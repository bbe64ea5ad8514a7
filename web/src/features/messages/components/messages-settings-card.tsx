import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { messageSettingsPatchBody, SETTINGS_MESSAGES } from '@bunkhouse/contract';
import type { MessageSettings, MessageSettingsPatch } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { SAVING_TEXT } from '../../../lib/form-text';
import { notify } from '../../../lib/notify';
import { toNullableBody, useForm } from '../../../lib/use-form';
import type { BodySchema, FormController, FormValues } from '../../../lib/use-form';
import { useUpdateMessageSettings } from '../api/update-message-settings';

const FLAGS = [
  'messages_on',
  'receipts_on',
  'reminders_on',
  'overdue_on',
  'late_fee_notices_on',
  'settlements_on',
] as const;
type Flag = (typeof FLAGS)[number];

type Field =
  | Flag
  | 'from_name'
  | 'from_address'
  | 'reply_to'
  | 'public_url'
  | 'link_days'
  | 'payment_instructions'
  | 'reminder_days'
  | 'overdue_every_days'
  | 'overdue_times';

const isFlag = (field: string): field is Flag => (FLAGS as readonly string[]).includes(field);

/** A switch's value in the form's strings. */
const flag = (on: boolean) => (on ? 'true' : 'false');

const valuesOf = (s: MessageSettings): FormValues<Field> => ({
  messages_on: flag(s.messages_on),
  from_name: s.from_name ?? '',
  from_address: s.from_address ?? '',
  reply_to: s.reply_to ?? '',
  public_url: s.public_url ?? '',
  link_days: String(s.link_days),
  payment_instructions: s.payment_instructions,
  receipts_on: flag(s.receipts_on),
  reminders_on: flag(s.reminders_on),
  reminder_days: String(s.reminder_days),
  overdue_on: flag(s.overdue_on),
  overdue_every_days: String(s.overdue_every_days),
  overdue_times: String(s.overdue_times),
  late_fee_notices_on: flag(s.late_fee_notices_on),
  settlements_on: flag(s.settlements_on),
});

/** The fields whose value differs from the saved one (blank counts as empty on both sides), switches as booleans. */
function changedFields(saved: FormValues<Field>, typed: Record<Field, string | null>) {
  const before = toNullableBody(saved);
  return Object.fromEntries(
    (Object.keys(typed) as Field[])
      .filter((field) => typed[field]?.trim() !== before[field]?.trim())
      .map((field) => [field, isFlag(field) ? typed[field] === 'true' : typed[field]]),
  );
}

/** The contract's PATCH body, checked on what changed only: Save sends nothing else. */
const changesOnly = (saved: FormValues<Field>): BodySchema<MessageSettingsPatch> => ({
  safeParse: (input) =>
    messageSettingsPatchBody.safeParse(changedFields(saved, input as Record<Field, string | null>)),
});

type Controller = FormController<Field>;

/** A switch of the form, its error (the server's: 'Set up mail out first…') under it. */
function Switch({
  form,
  field,
  label,
  hint,
  className = 'mb-2',
}: {
  form: Controller;
  field: Flag;
  label: string;
  hint?: string;
  className?: string;
}) {
  const id = `messages-${field}`;
  const error = form.errors[field];
  return (
    <div className={className} data-field-invalid={error ? id : undefined}>
      <Form.Check
        type="switch"
        id={id}
        label={label}
        checked={form.values[field] === 'true'}
        onChange={(event) => form.setValue(field, flag(event.target.checked))}
        isInvalid={!!error}
        disabled={form.isSubmitting}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </div>
  );
}

/** A text, number or long-text field of the form. */
function SettingField({
  form,
  field,
  label,
  hint,
  type = 'text',
  isDisabled = false,
  className,
}: {
  form: Controller;
  field: Exclude<Field, Flag>;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'number' | 'textarea';
  isDisabled?: boolean;
  className?: string;
}) {
  const id = `messages-${field}`;
  return (
    <FormField
      controlId={id}
      label={label}
      error={form.errors[field]}
      required={form.isRequired(field)}
      className={className}
    >
      <Form.Control
        {...(type === 'textarea' ? { as: 'textarea', rows: 4 } : { type })}
        value={form.values[field]}
        onChange={(event) => form.setValue(field, event.target.value)}
        isInvalid={!!form.errors[field]}
        disabled={form.isSubmitting || isDisabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && <Form.Text id={`${id}-hint`}>{hint}</Form.Text>}
    </FormField>
  );
}

/**
 * Settings > Mail out, its second card: whether messages go to tenants at all, who they come from,
 * the address tenants open Bunkhouse at (their balance links), how long a link works, the payment
 * instructions, and each kind of message with its days. Save sends only the fields that changed.
 */
export function MessagesSettingsCard({ settings }: { settings: MessageSettings }) {
  // A save answers the settings as stored: the form starts again from them.
  return <MessagesForm key={JSON.stringify(valuesOf(settings))} settings={settings} />;
}

function MessagesForm({ settings }: { settings: MessageSettings }) {
  const update = useUpdateMessageSettings();
  const saved = valuesOf(settings);
  const form = useForm<Field, MessageSettingsPatch>({
    schema: changesOnly(saved),
    initialValues: saved,
    submit: (body) => update.mutateAsync(body),
    onSuccess: () => notify.success(SETTINGS_MESSAGES.saved),
  });
  const { values, bindForm } = form;
  const isChanged = Object.keys(changedFields(saved, toNullableBody(values))).length > 0;
  const isOff = (field: Flag) => values[field] !== 'true';

  return (
    <Card className="mb-3" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <h2 className="h5">Messages to tenants</h2>
        <Form ref={bindForm} noValidate onSubmit={form.handleSubmit} aria-label="Messages to tenants">
          {form.banner && (
            <Alert variant="danger" tabIndex={-1} data-form-banner>
              {form.banner}
            </Alert>
          )}
          <Switch
            form={form}
            field="messages_on"
            label="Send messages to tenants"
            hint="Off: no message is written or sent. Each kind below has its own switch too."
            className="mb-3"
          />
          <SettingField form={form} field="from_name" label="From name" />
          <SettingField form={form} field="from_address" label="From address" type="email" />
          <SettingField
            form={form}
            field="reply_to"
            label="Reply-To"
            type="email"
            hint="Where tenants' replies go."
          />
          <SettingField
            form={form}
            field="public_url"
            label="Address tenants open Bunkhouse at"
            type="url"
            hint="The start of each tenant's balance link, such as https://rent.example.com."
          />
          <SettingField
            form={form}
            field="link_days"
            label="Link days"
            type="number"
            hint="A balance link works this many days."
          />
          <SettingField
            form={form}
            field="payment_instructions"
            label="Payment instructions"
            type="textarea"
            hint="How to pay you: in the messages that name {payment_instructions}, and on the balance page."
          />
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">Messages</legend>
            <Switch form={form} field="receipts_on" label="Receipts, when a payment is recorded" />
            <Switch form={form} field="reminders_on" label="Rent reminders" />
            <div className="ms-4">
              <SettingField
                form={form}
                field="reminder_days"
                label="Days before the due date"
                type="number"
                isDisabled={isOff('reminders_on')}
              />
            </div>
            <Switch
              form={form}
              field="overdue_on"
              label="Overdue notices"
              hint="After the grace days, then again every so many days, up to so many times."
            />
            <div className="ms-4 d-flex flex-wrap column-gap-3">
              <SettingField
                form={form}
                field="overdue_every_days"
                label="Every (days)"
                type="number"
                isDisabled={isOff('overdue_on')}
              />
              <SettingField
                form={form}
                field="overdue_times"
                label="Up to (times)"
                type="number"
                isDisabled={isOff('overdue_on')}
              />
            </div>
            <Switch form={form} field="late_fee_notices_on" label="Late fee notices" />
            <Switch form={form} field="settlements_on" label="Deposit settlements" />
          </fieldset>
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
