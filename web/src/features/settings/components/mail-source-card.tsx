import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { mailSourceInput, SETTINGS_MESSAGES } from '@bunkhouse/contract';
import type { BusinessSettings, MailTestResult } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField, RequiredNote } from '../../../components/form-field';
import { StoredPasswordField } from '../../../components/password-input';
import { SAVING_TEXT } from '../../../lib/form-text';
import { useFocusFirstError } from '../../../lib/focus';
import { toFormErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useTestMailSource } from '../api/test-mail-source';
import { useUpdateSettings } from '../api/update-settings';

type Field = 'host' | 'port' | 'user' | 'password' | 'mailbox';
type Values = Record<Field, string> & { tls: boolean };
type Errors = Partial<Record<Field | 'tls', string>>;

/** What the contract requires (the mailbox defaults to INBOX, the password to the stored one). */
const REQUIRED_FIELDS: readonly Field[] = ['host', 'port', 'user'];

const FIELDS: readonly string[] = ['host', 'port', 'tls', 'user', 'password', 'mailbox'];

const valuesOf = ({ mail }: BusinessSettings): Values => ({
  host: mail?.host ?? '',
  port: mail ? String(mail.port) : '993',
  tls: mail?.tls ?? true,
  user: mail?.user ?? '',
  password: '',
  mailbox: mail?.mailbox ?? 'INBOX',
});

const FROM_TEXT: Record<BusinessSettings['mail_from'], string> = {
  settings: 'The server reads the mailbox stored here.',
  environment: 'The server reads the mailbox of its environment (IMAP_*); saving here replaces it.',
  none: 'No mailbox is set: payment e-mails are read only from uploads.',
};

/** The mailbox as the contract checks it; a blank password keeps the stored one. */
function check(values: Values) {
  const parsed = mailSourceInput.safeParse({
    ...values,
    password: values.password === '' ? undefined : values.password,
    mailbox: values.mailbox.trim() === '' ? undefined : values.mailbox,
  });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return { body: null, errors };
}

/** The server's refusals: `mail.host` (the PATCH) and `host` (the test) are the same field. */
function serverErrors(error: unknown): { errors: Errors; banner: string | null } {
  const { fields, banner } = toFormErrors(error);
  const errors: Errors = {};
  const rest = banner ? [banner] : [];
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^mail\./, '');
    if (FIELDS.includes(field)) errors[field as Field] = message;
    else rest.push(message);
  }
  return { errors, banner: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * Settings > Mail source: the IMAP mailbox the server polls for payment e-mails, where the current one
 * comes from, Test connection (nothing stored), Save, and Remove stored mailbox. The password is
 * never shown; left blank, the stored one is kept.
 */
export function MailSourceCard({ settings }: { settings: BusinessSettings }) {
  const update = useUpdateSettings();
  const test = useTestMailSource();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<MailTestResult | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isBusy = update.isPending || test.isPending;
  const hasPassword = settings.mail?.has_password ?? false;
  const { bindForm, failed } = useFocusFirstError();

  const edit = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setResult(null);
  };
  const fail = (error: unknown) => {
    const found = serverErrors(error);
    setErrors(found.errors);
    setBanner(found.banner);
    failed();
  };
  /** Checks the form; the body to send, or null with the messages shown. */
  const checked = () => {
    setBanner(null);
    setResult(null);
    const { body, errors: found } = check(values);
    setErrors(found);
    if (!body) failed();
    return body;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const mail = checked();
    if (!mail) return;
    update.mutate(
      { mail },
      {
        onSuccess: (next) => {
          setValues(valuesOf(next));
          notify.success(SETTINGS_MESSAGES.saved);
        },
        onError: fail,
      },
    );
  };
  const runTest = () => {
    const mail = checked();
    if (mail) test.mutate(mail, { onSuccess: setResult, onError: fail });
  };
  const remove = () =>
    update.mutate(
      { mail: null },
      {
        onSuccess: (next) => {
          setValues(valuesOf(next));
          notify.success(SETTINGS_MESSAGES.saved);
        },
        onError: fail,
        onSettled: () => setIsRemoving(false),
      },
    );

  const text = (field: Exclude<Field, 'password'>, label: string, type = 'text') => (
    <FormField
      controlId={`mail-${field}`}
      label={label}
      error={errors[field]}
      required={REQUIRED_FIELDS.includes(field)}
    >
      <Form.Control
        type={type}
        value={values[field]}
        onChange={(event) => edit(field, event.target.value)}
        isInvalid={!!errors[field]}
        disabled={isBusy}
      />
    </FormField>
  );

  return (
    <Card className="mb-3" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <h2 className="h5">Mail source</h2>
        <p className="text-body-secondary">{FROM_TEXT[settings.mail_from]}</p>
        <Form ref={bindForm} noValidate onSubmit={save} aria-label="Mail source">
          {banner && (
            <Alert variant="danger" tabIndex={-1} data-form-banner>
              {banner}
            </Alert>
          )}
          <RequiredNote />
          {text('host', 'Host')}
          {text('port', 'Port', 'number')}
          <Form.Check
            type="switch"
            id="mail-tls"
            className="mb-3"
            label="TLS"
            checked={values.tls}
            onChange={(event) => edit('tls', event.target.checked)}
            disabled={isBusy}
          />
          {text('user', 'User')}
          <StoredPasswordField
            id="mail-password"
            value={values.password}
            onChange={(value) => edit('password', value)}
            error={errors.password}
            disabled={isBusy}
            hasStored={hasPassword}
            cannotStore={settings.can_store_mail_password ? null : SETTINGS_MESSAGES.noKey}
          />
          {text('mailbox', 'Mailbox')}
          {result && (
            <Alert variant={result.ok ? 'success' : 'danger'} role="status">
              {result.ok ? 'Connected. ' : 'Connection failed. '}
              {result.detail}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={isBusy}>
              {update.isPending && !isRemoving ? SAVING_TEXT : 'Save'}
            </Button>
            <Button variant="outline-secondary" onClick={runTest} disabled={isBusy}>
              {test.isPending ? 'Testing...' : 'Test connection'}
            </Button>
            {settings.mail_from === 'settings' && (
              <Button
                variant="outline-danger"
                className="ms-auto"
                onClick={() => setIsRemoving(true)}
                disabled={isBusy}
              >
                Remove stored mailbox
              </Button>
            )}
          </div>
        </Form>
        <ConfirmDialog
          show={isRemoving}
          title="Remove stored mailbox"
          confirmLabel="Remove"
          confirmVariant="danger"
          isPending={update.isPending}
          onConfirm={remove}
          onCancel={() => setIsRemoving(false)}
        >
          Forget the mailbox stored here, with its password? The server then reads the mailbox of its
          environment, if it has one.
        </ConfirmDialog>
      </Card.Body>
    </Card>
  );
}
