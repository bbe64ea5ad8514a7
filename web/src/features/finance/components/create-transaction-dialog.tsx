import type { TenantOption } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { useBusinessToday } from '../../../lib/api/business-today';
import type { FormTransactionType } from '../finance-text';
import { CreateTransactionForm } from './create-transaction-form';

export const CREATE_TRANSACTIONS_TITLE = 'Create Transactions';

export interface CreateTransactionDialogProps {
  show: boolean;
  /** Preselects this tenant (Payment or Fee of a tenant). */
  tenant?: TenantOption;
  /** Preselects the transaction type. */
  transactionType?: FormTransactionType;
  onHide: () => void;
  onExited?: () => void;
  /** Runs after a save, before the dialog closes. */
  onSaved?: () => void;
}

/**
 * SPEC.md "Dialogs": 'Create Transactions', from the Finance page, a tenant's context menu or their
 * page. After a save: 'Transaction saved successfully!', the refresh, and it closes. The form opens once
 * the business's today (the received date's default) is known.
 */
export function CreateTransactionDialog({
  show,
  tenant,
  transactionType,
  onHide,
  onExited,
  onSaved,
}: CreateTransactionDialogProps) {
  const today = useBusinessToday();
  return (
    <FormDialog
      show={show}
      title={CREATE_TRANSACTIONS_TITLE}
      onHide={onHide}
      onExited={onExited}
      isLoading={!today}
    >
      {today && (
        <CreateTransactionForm
          tenant={tenant}
          transactionType={transactionType}
          today={today}
          onDone={onHide}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}
