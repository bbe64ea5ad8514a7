import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { DEPOSIT_MESSAGES, MAX_FINANCE_DESCRIPTION } from '@bunkhouse/contract';
import type { RefundBody, TenantOption } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import { formatMoney, tenantName } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateRefund } from '../api/create-refund';
import { refundFormSchema } from '../settlement-form-schema';
import type { RefundField } from '../settlement-form-schema';
import { MoneyInput } from '../../../components/money-input';
import { SubTypeSelect } from '../../../components/sub-type-select';

export const REFUND_TITLE = 'Refund credit';

export interface RefundDialogProps {
  show: boolean;
  tenant: TenantOption;
  /** The tenant's credit (their balance, positive): the amount's default and its most. */
  credit: string;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * Pays out the tenant's credit (DOMAIN "Security deposits"): the amount (the whole credit by default,
 * at most that), the payment method it leaves by, a description. Sent with the submission's
 * Idempotency-Key, as every money form is; after it, 'Refund recorded' and the statement reloads.
 */
export function RefundDialog({ show, tenant, credit, onHide, onExited }: RefundDialogProps) {
  return (
    <FormDialog show={show} title={REFUND_TITLE} onHide={onHide} onExited={onExited}>
      <RefundForm tenant={tenant} credit={credit} onDone={onHide} />
    </FormDialog>
  );
}

function RefundForm({
  tenant,
  credit,
  onDone,
}: {
  tenant: TenantOption;
  credit: string;
  onDone: () => void;
}) {
  const create = useCreateRefund();
  const methods = useSubTypes({ is_active: true, type: ['payment'] });
  const schema = useMemo(() => refundFormSchema(tenant.id, credit), [tenant.id, credit]);
  const form = useForm<RefundField, RefundBody>({
    schema,
    initialValues: { amount: credit, method_id: '', description: '' },
    submit: (body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSuccess: () => {
      notify.success(DEPOSIT_MESSAGES.refunded);
      onDone();
    },
  });
  const { values, errors, setValue } = form;
  const fieldState = (field: RefundField) => ({ error: errors[field], required: form.isRequired(field) });

  return (
    <FormDialogBody form={form} label="Refund" onCancel={onDone}>
      <p>
        {tenantName(tenant)} has a credit of {formatMoney(credit)}.
      </p>
      <FormField controlId="refund-amount" label="Amount" {...fieldState('amount')}>
        <MoneyInput
          value={values.amount}
          onChange={(v) => setValue('amount', v)}
          isInvalid={!!errors.amount}
        />
      </FormField>
      <FormField controlId="refund-method" label="Method" {...fieldState('method_id')}>
        <SubTypeSelect
          value={values.method_id}
          onChange={(id) => setValue('method_id', id)}
          subTypes={methods.data}
          isLoading={methods.isPending}
          isInvalid={!!errors.method_id}
        />
      </FormField>
      <FormField controlId="refund-description" label="Description (optional)" {...fieldState('description')}>
        <Form.Control
          as="textarea"
          rows={2}
          value={values.description}
          onChange={(event) => setValue('description', event.target.value)}
          isInvalid={!!errors.description}
          maxLength={MAX_FINANCE_DESCRIPTION}
        />
      </FormField>
    </FormDialogBody>
  );
}
