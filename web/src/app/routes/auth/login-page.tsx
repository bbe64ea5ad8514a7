import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation } from 'react-router';
import { loginBody } from '@bunkhouse/contract';
import type { LoginBody } from '@bunkhouse/contract';
import { useAuth } from '../../../lib/auth-context';
import { readLoginRedirect } from '../../../lib/paths';
import { useLogin } from '../../../features/auth/api/login';
import { REQUIRED_LABEL_CLASS, RequiredNote } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { useFocusFirstError } from '../../../lib/focus';
import { describeLoginFailure } from '../../../features/auth/login-failure';

type Field = keyof LoginBody;
type FieldErrors = Partial<Record<Field, string>>;

function pickLoginFields(errors: Record<string, string>): FieldErrors {
  return { username: errors.username, password: errors.password };
}

/** /login. Once a user is known (just logged in, or already signed in) it opens the page they wanted. */
export function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  const login = useLogin();
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // The message sits above the form: the whole card is searched for what to focus.
  const { bindForm: bindCard, failed } = useFocusFirstError<HTMLDivElement>();

  if (user) return <Navigate to={readLoginRedirect(location.state)} replace />;

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.message;
      }
      setFieldErrors(pickLoginFields(errors));
      failed();
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, {
      onError: (error) => {
        const failure = describeLoginFailure(error);
        setMessage(failure.message);
        setFieldErrors(pickLoginFields(failure.fields));
        failed();
      },
    });
  };

  const isSubmitting = login.isPending;
  return (
    <div className="login-page mx-auto py-4">
      <Card className="shadow-sm">
        <Card.Body ref={bindCard} className="p-4">
          <h1 className="h3 mb-1">Sign in to Bunkhouse</h1>
          <p className="text-body-secondary mb-4">The smart way to manage housing</p>
          {message && (
            <Alert variant="danger" role="alert" tabIndex={-1} data-form-banner>
              {message}
            </Alert>
          )}
          <Form noValidate onSubmit={submit} aria-label="Login">
            <RequiredNote />
            <Form.Group className="mb-3" controlId="login-username">
              <Form.Label className={REQUIRED_LABEL_CLASS}>Username</Form.Label>
              <Form.Control
                aria-required
                value={values.username}
                onChange={(event) => change('username')(event.target.value)}
                isInvalid={!!fieldErrors.username}
                disabled={isSubmitting}
                autoComplete="username"
                autoFocus
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.username}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4">
              <Form.Label htmlFor="login-password" className={REQUIRED_LABEL_CLASS}>
                Password
              </Form.Label>
              <PasswordInput
                id="login-password"
                value={values.password}
                onChange={change('password')}
                error={fieldErrors.password}
                required
                disabled={isSubmitting}
                autoComplete="current-password"
              />
            </Form.Group>
            <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
              {isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Login
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </div>
  );
}
