import { useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useLocation, useNavigate } from 'react-router';
import {
  DEFAULT_PERIOD_PAYMENT,
  fromCents,
  orderBody,
  PERIOD_PAYMENT_DISPLAY,
  PERIOD_PAYMENTS,
  rentForPeriod,
  toCents,
} from '@bunkhouse/contract';
import type { Bed, OrderBody, OrderForm, PeriodPayment, TenantOption } from '@bunkhouse/contract';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { keepDecimal } from '../../../lib/input-filters';
import { paths } from '../../../lib/paths';
import { flashState } from '../../../lib/use-flash-message';
import { useForm } from '../../../lib/use-form';
import type { BodySchema } from '../../../lib/use-form';
import { useCreateOrder } from '../api/create-order';
import { useAvailableBeds } from '../api/get-available-beds';
import { useAvailableTenants } from '../api/get-available-tenants';
import { useBedsTotalPrice } from '../api/get-beds-total-price';
import { ordersToasts } from '../orders-text';
import { BedMultiSelect } from './bed-multi-select';
import { TenantOptionSelect } from './tenant-option-select';

type Field = Exclude<keyof OrderForm, 'start_date'>;

/** The form keeps the chosen beds as '3,7'; the contract takes a list of ids. */
const orderFormSchema: BodySchema<OrderBody> = {
  safeParse: (input) => {
    const values = input as Record<Field, string | null>;
    const bedIds = values.bed_ids ? values.bed_ids.split(',').map(Number) : null;
    return orderBody.safeParse({ ...values, bed_ids: bedIds });
  },
};

const isPeriod = (value: string): value is PeriodPayment =>
  (PERIOD_PAYMENTS as readonly string[]).includes(value);

export interface CreateOrderFormProps {
  /** The tenant chosen already (from their row or their page). */
  tenant?: TenantOption;
  onDone: () => void;
}

/**
 * SPEC.md "Create Order": tenant, beds, period and rent, all required. Choosing beds or a period asks
 * the server for the beds' monthly total and suggests the rent for the period (contract
 * `rentForPeriod`); without beds the rent is empty and disabled. After the save: /tenants with
 * 'Order created successfully'.
 */
export function CreateOrderForm({ tenant, onDone }: CreateOrderFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateOrder();
  const tenants = useAvailableTenants({ enabled: true });
  const beds = useAvailableBeds({ enabled: true });
  const totalPrice = useBedsTotalPrice();
  const [chosenTenant, setChosenTenant] = useState<TenantOption | null>(tenant ?? null);
  const [chosenBeds, setChosenBeds] = useState<Bed[]>([]);
  const latestRequest = useRef(0);

  const form = useForm<Field, OrderBody>({
    schema: orderFormSchema,
    initialValues: {
      tenant_id: tenant ? String(tenant.id) : '',
      bed_ids: '',
      period_payment: DEFAULT_PERIOD_PAYMENT,
      rent_amount: '',
    },
    // The dialog has no start date: the order starts today (the server's default).
    submit: ({ start_date: _today, ...body }) => create.mutateAsync(body),
    onSuccess: () => {
      onDone();
      // Back to the tenants list; when it is open already, it keeps its search and filters.
      const isOnList = location.pathname === paths.tenants.pattern;
      void navigate(
        { pathname: paths.tenants.href(), search: isOnList ? location.search : '' },
        { state: flashState(ordersToasts.created), replace: isOnList },
      );
    },
  });
  const { values, errors, setValue } = form;

  /** The rent for these beds and this period; only the answer to the latest change counts. */
  const recalculateRent = (bedIds: readonly number[], period: PeriodPayment) => {
    const request = ++latestRequest.current;
    if (bedIds.length === 0) {
      setValue('rent_amount', '');
      return;
    }
    totalPrice.mutateAsync({ beds: [...bedIds] }).then(
      ({ total }) => {
        if (request !== latestRequest.current) return;
        setValue('rent_amount', fromCents(rentForPeriod(toCents(total), period)));
      },
      (error: unknown) => {
        if (request === latestRequest.current) console.error('Failed to get the beds total price:', error);
      },
    );
  };

  const chooseBeds = (next: Bed[]) => {
    const ids = next.map((bed) => bed.id);
    setChosenBeds(next);
    setValue('bed_ids', ids.join(','));
    if (isPeriod(values.period_payment)) recalculateRent(ids, values.period_payment);
  };

  const choosePeriod = (period: string) => {
    setValue('period_payment', period);
    if (isPeriod(period))
      recalculateRent(
        chosenBeds.map((bed) => bed.id),
        period,
      );
  };

  const hasBeds = chosenBeds.length > 0;
  return (
    <FormDialogBody form={form} label="Order" onCancel={onDone}>
      <FormField
        controlId="order-tenant"
        label="Tenant"
        error={errors.tenant_id}
        required={form.isRequired('tenant_id')}
      >
        <TenantOptionSelect
          inputId="order-tenant"
          tenants={tenants.data ?? []}
          isLoading={tenants.isPending}
          value={chosenTenant}
          onChange={(option) => {
            setChosenTenant(option);
            setValue('tenant_id', option ? String(option.id) : '');
          }}
          isInvalid={!!errors.tenant_id}
        />
      </FormField>
      <FormField
        controlId="order-beds"
        label="Beds"
        error={errors.bed_ids}
        required={form.isRequired('bed_ids')}
      >
        <BedMultiSelect
          inputId="order-beds"
          beds={beds.data ?? []}
          isLoading={beds.isPending}
          value={chosenBeds}
          onChange={chooseBeds}
          isInvalid={!!errors.bed_ids}
        />
      </FormField>
      <FormField
        controlId="order-period"
        label="Period"
        error={errors.period_payment}
        required={form.isRequired('period_payment')}
      >
        <Form.Select
          value={values.period_payment}
          onChange={(event) => choosePeriod(event.target.value)}
          isInvalid={!!errors.period_payment}
        >
          {PERIOD_PAYMENTS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_PAYMENT_DISPLAY[period]}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField
        controlId="order-rent"
        label="Rent amount"
        error={errors.rent_amount}
        required={form.isRequired('rent_amount')}
        className="mb-1"
      >
        <InputGroup hasValidation>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control
            value={values.rent_amount}
            onChange={(event) => setValue('rent_amount', keepDecimal(event.target.value, values.rent_amount))}
            isInvalid={!!errors.rent_amount}
            disabled={!hasBeds}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="order-rent-hint"
          />
        </InputGroup>
      </FormField>
      <Form.Text id="order-rent-hint" className="d-block mb-3">
        {hasBeds
          ? "Suggested from the beds' prices for the period; you may change it."
          : 'Choose the beds first.'}
      </Form.Text>
    </FormDialogBody>
  );
}
