import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { DEFAULT_PERIOD_PAYMENT, PERIOD_PAYMENT_DISPLAY, PERIOD_PAYMENTS } from '@bunkhouse/contract';
import type { Bed, OrderBody, PeriodPayment, TenantOption } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { DayField } from '../../../components/day-field';
import { FormField } from '../../../components/form-field';
import { tenantName, toUsDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { flashState } from '../../../lib/use-flash-message';
import { toNullableBody, useForm } from '../../../lib/use-form';
import { useCreateOrder } from '../api/create-order';
import { useAvailableBeds } from '../api/get-available-beds';
import { useAvailableTenants } from '../api/get-available-tenants';
import { bedsOfOtherGender, genderWarning } from '../../../lib/gender-warning';
import { firstPeriodParams, orderFormSchema } from '../order-form-schema';
import type { OrderField } from '../order-form-schema';
import { ordersToasts } from '../orders-text';
import { BedMultiSelect } from './bed-multi-select';
import { useSuggestedRent } from '../use-suggested-rent';
import { DepositField, useDepositDefault } from './deposit-field';
import { DueDayField } from './due-day-field';
import { FirstPeriodPreview } from './first-period-preview';
import { TenantOptionSelect } from './tenant-option-select';
import { MoneyInput } from '../../../components/money-input';

const isPeriod = (value: string): value is PeriodPayment =>
  (PERIOD_PAYMENTS as readonly string[]).includes(value);

export interface CreateOrderFormProps {
  /** The tenant chosen already (from their row or their page). */
  tenant?: TenantOption;
  /** The bed chosen already (a free bed clicked on the board), its rent suggested at once. */
  bed?: Bed;
  /** After the save, stay on the page with the toast (the board) instead of going to the tenants list. */
  staysOnPage?: boolean;
  /** Today in the business time zone, 'YYYY-MM-DD': the start date's default. */
  today: string;
  onDone: () => void;
}

/**
 * SPEC.md "Create Order": tenant, beds, start date (default today), period and rent, all required, and
 * an optional planned move-out (issue 34), due day and security deposit (the business default shown
 * until one is typed; only a typed one is sent). Choosing beds or a period asks the server for the beds' monthly total and
 * suggests the rent for the period (contract `rentForPeriod`); without beds the rent is empty and
 * disabled. Before saving it shows what the order will charge first. After the save: /tenants with
 * 'Order created successfully' — or, opened from a tenant's page, that tenant's page with the toast,
 * so the operator can take the first payment there (review 2026-11-28, problem 5); opened from the
 * board (`staysOnPage`), the board with the toast, the bed just taken shown so.
 */
export function CreateOrderForm({ tenant, bed, staysOnPage = false, today, onDone }: CreateOrderFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateOrder();
  const tenants = useAvailableTenants({ enabled: true });
  const beds = useAvailableBeds({ enabled: true });
  const [chosenTenant, setChosenTenant] = useState<TenantOption | null>(tenant ?? null);
  const [chosenBeds, setChosenBeds] = useState<Bed[]>(bed ? [bed] : []);
  const [depositTyped, setDepositTyped] = useState(false);
  const schema = useMemo(() => orderFormSchema(today), [today]);

  const form = useForm<OrderField, OrderBody>({
    schema,
    initialValues: {
      tenant_id: tenant ? String(tenant.id) : '',
      bed_ids: bed ? String(bed.id) : '',
      period_payment: DEFAULT_PERIOD_PAYMENT,
      rent_amount: '',
      start_date: toUsDate(today),
      planned_end_date: '',
      due_day: '',
      deposit_amount: '',
    },
    // The deposit only when typed (emptied: '' for none); untouched, the server applies the default.
    // A planned move-out only when one is given.
    submit: ({ deposit_amount, planned_end_date, ...body }) =>
      create.mutateAsync({
        ...body,
        start_date: body.start_date ?? undefined,
        ...(planned_end_date && { planned_end_date }),
        ...(depositTyped && { deposit_amount: deposit_amount ?? '' }),
      }),
    onSuccess: () => {
      onDone();
      if (staysOnPage) {
        notify.success(ordersToasts.created);
        return;
      }
      // From a tenant's page: stay on it (or open the tenant chosen instead), where the new order shows.
      if (chosenTenant && matchPath(paths.tenant.pattern, location.pathname)) {
        notify.success(ordersToasts.created);
        const tenantPage = paths.tenant.href(chosenTenant.id);
        if (location.pathname !== tenantPage) void navigate(tenantPage);
        return;
      }
      // Back to the tenants list; when it is open already, it keeps its search and filters.
      const isOnList = location.pathname === paths.tenants.pattern;
      void navigate(
        { pathname: paths.tenants.href(), search: isOnList ? location.search : '' },
        { state: flashState(ordersToasts.created), replace: isOnList },
      );
    },
  });
  const { values, errors, setValue } = form;
  const depositDefault = useDepositDefault(values.rent_amount);
  const [confirming, setConfirming] = useState(false);
  // The tenant's gender, from the tenants the dialog offers (the chosen one is among them).
  const gender = tenants.data?.find((t) => t.id === chosenTenant?.id)?.gender ?? null;
  const otherGenderBeds = bedsOfOtherGender(gender, chosenBeds);
  const warning =
    gender && chosenTenant && otherGenderBeds.length > 0
      ? genderWarning(tenantName(chosenTenant), gender, otherGenderBeds)
      : null;
  /** A valid order into a room of the other designation asks first ("Place anyway"). */
  const submitChecked = (event?: FormEvent) => {
    event?.preventDefault();
    if (warning && schema.safeParse(toNullableBody(values)).success) setConfirming(true);
    else form.handleSubmit();
  };

  const recalculateRent = useSuggestedRent((rent) => setValue('rent_amount', rent));
  // A bed chosen already (from the board): its rent is suggested once, as if it had just been picked.
  const suggestFirstRent = useEffectEvent(() => {
    if (bed) recalculateRent([bed.id], DEFAULT_PERIOD_PAYMENT);
  });
  useEffect(() => suggestFirstRent(), []);

  const chooseBeds = (next: Bed[]) => {
    const ids = next.map((bed) => bed.id);
    setChosenBeds(next);
    setValue('bed_ids', ids.join(','));
    if (isPeriod(values.period_payment)) recalculateRent(ids, values.period_payment);
  };

  const choosePeriod = (period: string) => {
    setValue('period_payment', period);
    // A day of the month is no weekday, and daily rent has no due day.
    setValue('due_day', '');
    if (isPeriod(period))
      recalculateRent(
        chosenBeds.map((bed) => bed.id),
        period,
      );
  };

  const hasBeds = chosenBeds.length > 0;
  return (
    <FormDialogBody form={{ ...form, handleSubmit: submitChecked }} label="Order" onCancel={onDone}>
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
      {warning && (
        <Alert variant="warning" className="py-2">
          {warning}
        </Alert>
      )}
      <DayField
        id="order-start-date"
        label="Start date"
        value={values.start_date}
        error={errors.start_date}
        required={form.isRequired('start_date')}
        onChange={(value) => setValue('start_date', value)}
      />
      <DayField
        id="order-planned-end"
        label="Planned move-out"
        value={values.planned_end_date}
        error={errors.planned_end_date}
        onChange={(value) => setValue('planned_end_date', value)}
        hint="Optional: the day the tenant leaves the beds."
      />
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
        <MoneyInput
          value={values.rent_amount}
          onChange={(v) => setValue('rent_amount', v)}
          isInvalid={!!errors.rent_amount}
          disabled={!hasBeds}
          aria-describedby="order-rent-hint"
        />
      </FormField>
      <Form.Text id="order-rent-hint" className="d-block mb-3">
        {hasBeds
          ? "Suggested from the beds' prices for the period; you may change it."
          : 'Choose the beds first.'}
      </Form.Text>
      {isPeriod(values.period_payment) && (
        <DueDayField
          period={values.period_payment}
          value={values.due_day}
          error={errors.due_day}
          onChange={(value) => setValue('due_day', value)}
        />
      )}
      <DepositField
        value={depositTyped ? values.deposit_amount : depositDefault}
        error={errors.deposit_amount}
        onChange={(value) => {
          setDepositTyped(true);
          setValue('deposit_amount', value);
        }}
      />
      <FirstPeriodPreview query={firstPeriodParams(values, today)} />
      <ConfirmDialog
        show={confirming}
        title="Place in a room of the other gender?"
        confirmLabel="Place anyway"
        confirmVariant="warning"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          form.handleSubmit();
        }}
      >
        {warning}
      </ConfirmDialog>
    </FormDialogBody>
  );
}
