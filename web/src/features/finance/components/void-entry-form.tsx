import Form from 'react-bootstrap/Form';
import { MAX_FINANCE_DESCRIPTION, voidBody } from '@bunkhouse/contract';
import type { VoidBody } from '@bunkhouse/contract';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useVoidFee } from '../api/void-fee';
import { useVoidPayment } from '../api/void-payment';
import { financeToasts } from '../finance-text';
import type { VoidableKind } from '../finance-text';

const WHAT_HAPPENS: Record<VoidableKind, string> = {
  payment:
    'The payment stays on record as void and its amount comes off the balance: what it paid is unpaid again.',
  fee: 'The fee stays on record as void and its amount comes back to the balance.',
};

const VOIDED: Record<VoidableKind, string> = {
  payment: financeToasts.paymentVoided,
  fee: financeToasts.feeVoided,
};

export interface VoidEntryFormProps {
  kind: VoidableKind;
  /** The payment's or fee's id. */
  id: number;
  /** Back to the popup without voiding. */
  onCancel: () => void;
  /** After the void (toasted and refreshed): the popup closes. */
  onDone: () => void;
}

/**
 * The confirmation of a void (decision 008): a required reason, checked with the contract's `voidBody`
 * as the server checks it; POST /api/payments/{id}/void/ or /api/fees/{id}/void/. The server's refusal
 * ('This entry is already void.') shows in the banner.
 */
export function VoidEntryForm({ kind, id, onCancel, onDone }: VoidEntryFormProps) {
  const voidPayment = useVoidPayment();
  const voidFee = useVoidFee();
  const form = useForm<keyof VoidBody, VoidBody>({
    schema: voidBody,
    initialValues: { reason: '' },
    submit: (body, idempotencyKey) =>
      kind === 'payment'
        ? voidPayment.mutateAsync({ id, body, idempotencyKey })
        : voidFee.mutateAsync({ id, body, idempotencyKey }),
    onSuccess: () => {
      notify.success(VOIDED[kind]);
      onDone();
    },
  });
  const { values, errors, setValue } = form;

  return (
    <FormDialogBody form={form} label="Void" onCancel={onCancel} submitLabel="Void" submitVariant="danger">
      <p>{WHAT_HAPPENS[kind]}</p>
      <FormField
        controlId="void-reason"
        label="Reason"
        error={errors.reason}
        required={form.isRequired('reason')}
      >
        <Form.Control
          as="textarea"
          rows={3}
          value={values.reason}
          onChange={(event) => setValue('reason', event.target.value)}
          isInvalid={!!errors.reason}
          maxLength={MAX_FINANCE_DESCRIPTION}
          autoFocus
        />
      </FormField>
    </FormDialogBody>
  );
}
