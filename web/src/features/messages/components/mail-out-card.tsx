import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  MESSAGE_MESSAGES,
  SETTINGS_MESSAGES,
  mailOutInput,
  mailOutTestBody,
  SMTP_TLS_MODES,
} from '@bunkhouse/contract';
import type { MailOutTestResult, MessageSettings } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField, RequiredNote } from '../../../components/form-field';
import { StoredPasswordField } from '../../../components/password-input';
import { useFocusFirstError } from '../../../lib/focus';
import { SAVING_TEXT } from '../../../lib/form-text';
import { notify } from '../../../lib/notify';
import { useTestMailOut } from '../api/test-mail-out';
import { useUpdateMessageSettings } from '../api/update-message-settings';
import { TLS_LABELS } from '../messages-text';
import { mailOutErrors } from './mail-out-errors';
import type { MailOutErrors, MailOutField } from './mail-out-errors';

type Values = Record<MailOutField, string>;

/** What the contract requires of a server (the test's To only for a test). */
const REQUIRED_FIELDS: readonly MailOutField[] = ['host', 'port'];

const valuesOf = ({ mail_out, from_address }: MessageSettings): Values => ({
  host: mail_out?.host ?? '',
  port: mail_out ? String(mail_out.port) : '587',
  tls: mail_out?.tls ?? 'starttls',
  user: mail_out?.user ?? '',
  password: '',
  to: from_address ?? '',
});

/** Where the SMTP server in use comes from, in a sentence. */
function fromText({ mail_out, mail_out_from }: MessageSettings): string {
  if (mail_out_from === 'environment') {
    const server = mail_out ? ` (${mail_out.host}:${mail_out.port})` : '';
    return `Mail out: SMTP_URL from the environment${server}. A server saved here is used instead.`;
  }
  if (mail_out_from === 'settings') return 'Messages are sent through the SMTP server stored here.';
  return 'No SMTP server is set: no message can be sent until one is saved here (or SMTP_URL is set in the environment).';
}

/** The server as typed, for the contract: a blank user is none, a blank password keeps the stored one. */
const serverOf = (values: Values) => ({
  host: values.host,
  port: values.port,
  tls: values.tls,
  user: values.user.trim() === '' ? null : values.user,
  password: values.password === '' ? undefined : values.password,
});

/**
 * Settings > Mail out: the SMTP server messages to tenants are sent through (host, port, TLS mode,
 * user, password), where the one in use comes from, Save, Send a test (to an address, the From
 * address by default; nothing is stored), and Remove stored server. The password is never shown; left
 * blank, the stored one is kept.
 */
export function MailOutCard({ settings }: { settings: MessageSettings }) {
  const update = useUpdateMessageSettings();
  const test = useTestMailOut();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<MailOutErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<MailOutTestResult | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const { bindForm, failed } = useFocusFirstError();
  const isBusy = update.isPending || test.isPending;
  const hasPassword = settings.mail_out?.has_password ?? false;

  const edit = (field: MailOutField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setResult(null);
  };
  const show = (found: { errors: MailOutErrors; banner: string | null }) => {
    setErrors(found.errors);
    setBanner(found.banner);
    if (Object.keys(found.errors).length > 0 || found.banner) failed();
  };
  const start = () => {
    setBanner(null);
    setResult(null);
    setErrors({});
  };
  const saved = (next: MessageSettings) => {
    setValues((current) => ({ ...valuesOf(next), to: current.to }));
    notify.success(SETTINGS_MESSAGES.saved);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    start();
    const parsed = mailOutInput.safeParse(serverOf(values));
    if (!parsed.success) return show(mailOutErrors(parsed.error.issues));
    update.mutate(
      { mail_out: parsed.data },
      { onSuccess: saved, onError: (error) => show(mailOutErrors(error)) },
    );
  };
  const sendTest = () => {
    start();
    const parsed = mailOutTestBody.safeParse({
      mail_out: serverOf(values),
      from_address: settings.from_address,
      to: values.to,
    });
    if (!parsed.success) return show(mailOutErrors(parsed.error.issues));
    test.mutate(parsed.data, { onSuccess: setResult, onError: (error) => show(mailOutErrors(error)) });
  };
  const remove = () =>
    update.mutate(
      { mail_out: null },
      {
        onSuccess: saved,
        onError: (error) => show(mailOutErrors(error)),
        onSettled: () => setIsRemoving(false),
      },
    );

  const field = (name: Exclude<MailOutField, 'tls' | 'password'>, label: string, type = 'text') => (
    <FormField
      controlId={`mail-out-${name}`}
      label={label}
      error={errors[name]}
      required={REQUIRED_FIELDS.includes(name)}
    >
      <Form.Control
        type={type}
        value={values[name]}
        onChange={(event) => edit(name, event.target.value)}
        isInvalid={!!errors[name]}
        disabled={isBusy}
        autoComplete="off"
      />
    </FormField>
  );

  return (
    <Card className="mb-3" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <h2 className="h5">Mail out</h2>
        <p className="text-body-secondary">{fromText(settings)}</p>
        <Form ref={bindForm} noValidate onSubmit={save} aria-label="Mail out">
          {banner && (
            <Alert variant="danger" tabIndex={-1} data-form-banner>
              {banner}
            </Alert>
          )}
          <RequiredNote />
          {field('host', 'Host')}
          {field('port', 'Port', 'number')}
          <FormField controlId="mail-out-tls" label="TLS" error={errors.tls}>
            <Form.Select
              value={values.tls}
              onChange={(event) => edit('tls', event.target.value)}
              isInvalid={!!errors.tls}
              disabled={isBusy}
              aria-describedby="mail-out-tls-hint"
            >
              {SMTP_TLS_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {TLS_LABELS[mode]}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="mail-out-tls-hint">
              STARTTLS on port 587, TLS on port 465; “when offered” only for a server on this machine.
            </Form.Text>
          </FormField>
          {field('user', 'User')}
          <StoredPasswordField
            id="mail-out-password"
            value={values.password}
            onChange={(value) => edit('password', value)}
            error={errors.password}
            disabled={isBusy}
            hasStored={hasPassword}
            cannotStore={settings.can_store_password ? null : MESSAGE_MESSAGES.noKey}
          />
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button type="submit" disabled={isBusy}>
              {update.isPending && !isRemoving && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {update.isPending && !isRemoving ? SAVING_TEXT : 'Save'}
            </Button>
            {settings.mail_out_from === 'settings' && (
              <Button
                variant="outline-danger"
                className="ms-auto"
                onClick={() => setIsRemoving(true)}
                disabled={isBusy}
              >
                Remove
              </Button>
            )}
          </div>
          <fieldset className="border-top pt-3">
            <legend className="fs-6 fw-semibold">Send a test</legend>
            {field('to', 'To', 'email')}
            {result && (
              <Alert variant={result.ok ? 'success' : 'danger'} role="status">
                {result.detail}
              </Alert>
            )}
            <Button variant="outline-secondary" onClick={sendTest} disabled={isBusy}>
              {test.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {test.isPending ? 'Sending...' : 'Send a test'}
            </Button>
          </fieldset>
        </Form>
        <ConfirmDialog
          show={isRemoving}
          title="Remove stored SMTP server"
          confirmLabel="Remove"
          confirmVariant="danger"
          isPending={update.isPending}
          onConfirm={remove}
          onCancel={() => setIsRemoving(false)}
        >
          Forget the SMTP server stored here, with its password? Messages are then sent through SMTP_URL of
          the environment, if it has one; otherwise none is sent.
        </ConfirmDialog>
      </Card.Body>
    </Card>
  );
}
