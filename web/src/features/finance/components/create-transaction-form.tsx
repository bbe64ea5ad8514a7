import { useMemo, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_FINANCE_DESCRIPTION, OTHER_DIRECTIONS } from '@bunkhouse/contract';
import type { OtherDirection, SubTypeKind, TenantOption } from '@bunkhouse/contract';
import type { SelectOption } from '../../../components/async-select';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { PropertySelect } from '../../../components/property-select';
import { TenantSelect, toTenantSelectOption } from '../../../components/tenant-select';
import { toUsDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useLogError } from '../../../lib/use-log-error';
import { useCreateFee } from '../api/create-fee';
import { useCreateOtherTransaction } from '../api/create-other-transaction';
import { useCreatePayment } from '../api/create-payment';
import { subTypeAmountQueryOptions } from '../api/get-sub-type-amount';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import {
  DIRECTION_LABELS,
  FORM_DATE_LABELS,
  FORM_SUB_TYPE_LABELS,
  FORM_TRANSACTION_TYPE_LABELS,
  FORM_TRANSACTION_TYPES,
  financeToasts,
  isDirection,
  isFormTransactionType,
} from '../finance-text';
import type { FormTransactionType } from '../finance-text';
import { useFinancePermissions } from '../use-finance-permissions';
import { SubTypeSelect } from '../../../components/sub-type-select';
import {
  DATE_FIELD,
  SUB_TYPE_FIELD,
  transactionFormSchema,
  withFormFieldNames,
} from './transaction-form-schema';
import type { TransactionField, TransactionRequest } from './transaction-form-schema';
import { MoneyInput } from '../../../components/money-input';

/** The sub-types the select offers: active ones of the kind the type (and direction) asks for. */
function subTypeKindOf(kind: string, direction: string): SubTypeKind | null {
  if (kind === 'payment' || kind === 'fee') return kind;
  if (kind === 'other' && isDirection(direction)) return direction;
  return null;
}

export interface CreateTransactionFormProps {
  /** The tenant chosen already (from their row or their page). */
  tenant?: TenantOption;
  /** The transaction type chosen already (Payment or Fee of a tenant). */
  transactionType?: FormTransactionType;
  /** Today in the business time zone, 'YYYY-MM-DD': the dates' default and latest day. */
  today: string;
  onDone: () => void;
  /** After a successful save, before the dialog closes (the Finance page reloads its list). */
  onSaved?: () => void;
}

/**
 * SPEC.md "Create Transactions": the transaction type picks the fields, the sub-type options and the
 * endpoint — payment: tenant, method, amount, received on (POST /api/payments/); fee: tenant, fee type,
 * amount, the fee type's default amount filled in, date (POST /api/fees/); other: direction, sub type,
 * property, amount, tenant optional, date (POST /api/transactions/). Each day starts at today and may
 * be back-dated (DOMAIN "The books"). Only the types the user may add are offered.
 */
export function CreateTransactionForm({
  tenant,
  transactionType,
  today,
  onDone,
  onSaved,
}: CreateTransactionFormProps) {
  const queryClient = useQueryClient();
  const { canAdd } = useFinancePermissions();
  const types = FORM_TRANSACTION_TYPES.filter((type) => canAdd[type] || type === transactionType);
  const createPayment = useCreatePayment();
  const createFee = useCreateFee();
  const createOther = useCreateOtherTransaction();
  const [chosenTenant, setChosenTenant] = useState<SelectOption | null>(
    tenant ? toTenantSelectOption(tenant) : null,
  );
  const [chosenProperty, setChosenProperty] = useState<SelectOption | null>(null);
  const [prefillError, setPrefillError] = useState<unknown>(null);
  useLogError(prefillError, 'Failed to fetch the default amount of the fee type:');
  const latestPrefill = useRef(0);

  /** Under the submission's Idempotency-Key: saved again after a lost answer, it is recorded once. */
  const send = (request: TransactionRequest, idempotencyKey: string): Promise<unknown> => {
    if (request.kind === 'payment') return createPayment.mutateAsync({ body: request.body, idempotencyKey });
    if (request.kind === 'fee') return createFee.mutateAsync({ body: request.body, idempotencyKey });
    return createOther.mutateAsync({ body: request.body, idempotencyKey }).catch((error: unknown) => {
      throw withFormFieldNames(error);
    });
  };

  const schema = useMemo(() => transactionFormSchema(today), [today]);
  const form = useForm<TransactionField, TransactionRequest>({
    schema,
    initialValues: {
      transaction_type: transactionType ?? (types.length === 1 ? types[0]! : ''),
      direction: '',
      tenant_id: tenant ? String(tenant.id) : '',
      method_id: '',
      type_id: '',
      sub_type_id: '',
      property_id: '',
      amount: '',
      description: '',
      received_on: toUsDate(today),
      booked_on: toUsDate(today),
    },
    submit: send,
    onSuccess: () => {
      notify.success(financeToasts.saved);
      onSaved?.();
      onDone();
    },
  });
  const { values, errors, setValue } = form;
  /** A field's error and whether the contract requires it, for its `FormField`. */
  const fieldState = (field: TransactionField) => ({
    error: errors[field],
    required: form.isRequired(field),
  });
  const kind = isFormTransactionType(values.transaction_type) ? values.transaction_type : null;
  const dateField = kind && DATE_FIELD[kind];
  const subTypeKind = subTypeKindOf(values.transaction_type, values.direction);
  const subTypes = useSubTypes(
    { is_active: true, type: subTypeKind ? [subTypeKind] : undefined },
    { enabled: subTypeKind !== null },
  );

  const chooseDirection = (direction: string) => {
    setValue('direction', direction);
    setValue('sub_type_id', ''); // the categories of the other direction
  };

  /** A fee type fills in its default amount; without one the amount stays as it is. */
  const chooseFeeType = (id: string) => {
    setValue('type_id', id);
    const request = ++latestPrefill.current;
    if (!id) return;
    queryClient.fetchQuery(subTypeAmountQueryOptions(Number(id))).then(
      ({ amount }) => {
        if (request === latestPrefill.current && amount !== null) setValue('amount', amount);
      },
      (error: unknown) => {
        if (request === latestPrefill.current) setPrefillError(error);
      },
    );
  };

  const chooseSubType = (id: string) => {
    if (kind === 'fee') chooseFeeType(id);
    else if (kind) setValue(SUB_TYPE_FIELD[kind], id);
  };

  const tenantField = (
    <FormField
      controlId="transaction-tenant"
      label={kind === 'other' ? 'Tenant (optional)' : 'Tenant'}
      {...fieldState('tenant_id')}
    >
      <TenantSelect
        inputId="transaction-tenant"
        value={chosenTenant}
        onChange={(option) => {
          setChosenTenant(option);
          setValue('tenant_id', option ? String(option.value) : '');
        }}
        isClearable
        isInvalid={!!errors.tenant_id}
      />
    </FormField>
  );

  const subTypeField = kind && (
    <FormField
      controlId="transaction-sub-type"
      label={FORM_SUB_TYPE_LABELS[kind]}
      {...fieldState(SUB_TYPE_FIELD[kind])}
    >
      <SubTypeSelect
        value={values[SUB_TYPE_FIELD[kind]]}
        onChange={chooseSubType}
        subTypes={subTypes.data}
        isLoading={subTypes.isLoading}
        isInvalid={!!errors[SUB_TYPE_FIELD[kind]]}
        disabled={subTypeKind === null}
        placeholder={subTypeKind === null ? 'Choose the direction first' : 'Select...'}
      />
    </FormField>
  );

  return (
    <FormDialogBody form={form} label="Transaction" onCancel={onDone}>
      <FormField controlId="transaction-type" label="Transaction type" {...fieldState('transaction_type')}>
        <Form.Select
          value={values.transaction_type}
          onChange={(event) => setValue('transaction_type', event.target.value)}
          isInvalid={!!errors.transaction_type}
        >
          <option value="">Select...</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {FORM_TRANSACTION_TYPE_LABELS[type]}
            </option>
          ))}
        </Form.Select>
      </FormField>
      {kind === 'other' ? (
        <>
          <FormField controlId="transaction-direction" label="Direction" {...fieldState('direction')}>
            <Form.Select
              value={values.direction}
              onChange={(event) => chooseDirection(event.target.value)}
              isInvalid={!!errors.direction}
            >
              <option value="">Select...</option>
              {OTHER_DIRECTIONS.map((direction: OtherDirection) => (
                <option key={direction} value={direction}>
                  {DIRECTION_LABELS[direction]}
                </option>
              ))}
            </Form.Select>
          </FormField>
          {subTypeField}
          <FormField controlId="transaction-property" label="Property" {...fieldState('property_id')}>
            <PropertySelect
              inputId="transaction-property"
              value={chosenProperty}
              onChange={(option) => {
                setChosenProperty(option);
                setValue('property_id', option ? String(option.value) : '');
              }}
              isInvalid={!!errors.property_id}
            />
          </FormField>
          {tenantField}
        </>
      ) : (
        kind && (
          <>
            {tenantField}
            {subTypeField}
          </>
        )
      )}
      <FormField controlId="transaction-amount" label="Amount" {...fieldState('amount')}>
        <MoneyInput
          value={values.amount}
          onChange={(v) => setValue('amount', v)}
          isInvalid={!!errors.amount}
        />
      </FormField>
      {kind && dateField && (
        <FormField
          key={dateField}
          controlId={`transaction-${dateField}`}
          label={FORM_DATE_LABELS[kind]}
          {...fieldState(dateField)}
        >
          <MaskedInput
            id={`transaction-${dateField}`}
            mask={MASKS.usDate}
            value={values[dateField]}
            onChange={(value) => setValue(dateField, value)}
            isInvalid={!!errors[dateField]}
            placeholder="MM/DD/YYYY"
            autoComplete="off"
          />
        </FormField>
      )}
      <FormField
        controlId="transaction-description"
        label="Description (optional)"
        {...fieldState('description')}
      >
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
