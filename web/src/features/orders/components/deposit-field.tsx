import Form from 'react-bootstrap/Form';
import { amountInput } from '@bunkhouse/contract';
import type { BusinessSettings } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { useAuth } from '../../../lib/auth-context';
import { useSettings } from '../../../lib/api/get-settings';
import { MoneyInput } from '../../../components/money-input';

/** A positive amount as the server writes it ('400.00'), else '' (none, or not an amount yet). */
function positiveAmount(value: string): string {
  const parsed = amountInput.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/**
 * The business's default deposit for an order at this rent, as the server would charge it (Settings:
 * none, a fixed amount, or one period's rent), or '' for none.
 */
export function defaultDeposit(
  settings: Pick<BusinessSettings, 'deposit_mode' | 'deposit_amount'>,
  rent: string,
) {
  if (settings.deposit_mode === 'fixed') return positiveAmount(settings.deposit_amount);
  if (settings.deposit_mode === 'rent') return positiveAmount(rent);
  return '';
}

/**
 * The default deposit Create Order shows before the user types one: from the business settings when
 * the user may read them (`settings.change`); otherwise, or while they load or when they fail, ''.
 * Either way an untouched field is not sent, and the server applies the same default itself.
 */
export function useDepositDefault(rent: string): string {
  const canRead = useAuth().hasPermission('settings.change');
  const settings = useSettings({ enabled: canRead, secondary: true });
  return canRead && settings.data ? defaultDeposit(settings.data, rent) : '';
}

export interface DepositFieldProps {
  /** What the field shows: the amount typed, or the default while nothing was typed. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Create Order's "Security deposit" (DOMAIN "Security deposits"): a money field, optional. */
export function DepositField({ value, error, onChange }: DepositFieldProps) {
  return (
    <>
      <FormField controlId="order-deposit" label="Security deposit" error={error} className="mb-1">
        <MoneyInput
          value={value}
          onChange={onChange}
          isInvalid={!!error}
          aria-describedby="order-deposit-hint"
        />
      </FormField>
      <Form.Text id="order-deposit-hint" className="d-block mb-3">
        Leave as is for the business default; empty for none.
      </Form.Text>
    </>
  );
}
