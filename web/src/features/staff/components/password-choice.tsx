import Form from 'react-bootstrap/Form';
import { MIN_PASSWORD_LENGTH } from '@bunkhouse/contract';
import { REQUIRED_LABEL_CLASS } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import type { PasswordMode } from '../staff-form-schema';

export interface PasswordChoiceProps {
  /** Prefix of the controls' ids: two dialogs may hold one each. */
  idPrefix: string;
  mode: string;
  password: string;
  error?: string;
  /** The password must be typed (when set by hand): its label shows the asterisk. */
  required?: boolean;
  disabled?: boolean;
  onModeChange: (mode: PasswordMode) => void;
  onPasswordChange: (password: string) => void;
}

/** "Generate one" (the default: the server makes one up and shows it once) or "Set a password". */
export function PasswordChoice({
  idPrefix,
  mode,
  password,
  error,
  required = false,
  disabled,
  onModeChange,
  onPasswordChange,
}: PasswordChoiceProps) {
  const isSet = mode === 'set';
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Password</legend>
      <Form.Check
        type="radio"
        id={`${idPrefix}-generate`}
        name={`${idPrefix}-mode`}
        label="Generate one"
        checked={!isSet}
        disabled={disabled}
        onChange={() => onModeChange('generate')}
      />
      <Form.Check
        type="radio"
        id={`${idPrefix}-set`}
        name={`${idPrefix}-mode`}
        label="Set a password"
        checked={isSet}
        disabled={disabled}
        onChange={() => onModeChange('set')}
      />
      {isSet ? (
        <div className="mt-2">
          <Form.Label
            htmlFor={`${idPrefix}-password`}
            className={required ? REQUIRED_LABEL_CLASS : undefined}
          >
            New password
          </Form.Label>
          <PasswordInput
            id={`${idPrefix}-password`}
            value={password}
            onChange={onPasswordChange}
            error={error}
            required={required}
            disabled={disabled}
            autoComplete="new-password"
          />
          <Form.Text>
            At least {MIN_PASSWORD_LENGTH} characters, not the username and not a common password.
          </Form.Text>
        </div>
      ) : (
        <Form.Text>A strong password is made up and shown once, to pass on.</Form.Text>
      )}
    </fieldset>
  );
}
