import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, passwordChangeBody } from '@bunkhouse/contract';
import type { PasswordChangeBody } from '@bunkhouse/contract';
import { REQUIRED_LABEL_CLASS, RequiredNote } from '../../../components/form-field';
import { useFocusFirstError } from '../../../lib/focus';
import { toFormErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { PasswordInput } from '../../../components/password-input';
import { useChangePassword } from '../api/change-password';

type Field = keyof PasswordChangeBody;
const EMPTY: PasswordChangeBody = { current_password: '', new_password: '', repeat_password: '' };
const FIELDS: Array<[Field, string, string]> = [
  ['current_password', 'Current password', 'current-password'],
  ['new_password', 'New password', 'new-password'],
  ['repeat_password', 'Repeat the new password', 'new-password'],
];

/**
 * Settings > My account: the current password and the new one twice (at least 12 characters, not
 * the username, not a common password). The user's other sessions end; this one stays.
 */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChangeBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const { bindForm, failed } = useFocusFirstError();

  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const parsed = passwordChangeBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      failed();
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setErrors({});
        notify.success(ACCOUNT_MESSAGES.changed);
      },
      onError: (error) => {
        const { fields, banner: message } = toFormErrors(error);
        setErrors(fields);
        setBanner(message);
        failed();
      },
    });
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit} aria-label="Change password" className="settings-form">
      {banner && (
        <Alert variant="danger" role="alert" tabIndex={-1} data-form-banner>
          {banner}
        </Alert>
      )}
      <RequiredNote />
      {FIELDS.map(([field, label, autoComplete]) => (
        <Form.Group className="mb-3" key={field}>
          <Form.Label htmlFor={`account-${field}`} className={REQUIRED_LABEL_CLASS}>
            {label}
          </Form.Label>
          <PasswordInput
            id={`account-${field}`}
            value={values[field]}
            onChange={edit(field)}
            error={errors[field]}
            required
            disabled={change.isPending}
            autoComplete={autoComplete}
          />
        </Form.Group>
      ))}
      <Form.Text className="d-block mb-3">
        At least {MIN_PASSWORD_LENGTH} characters, not your username and not a common password. Your other
        sessions end; this one stays signed in.
      </Form.Text>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Change password
      </Button>
    </Form>
  );
}
