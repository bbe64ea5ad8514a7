import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  BOARD_MESSAGES,
  fromCents,
  GENDER_DESIGNATION_LABELS,
  PERIOD_PAYMENT_DISPLAY,
  rentForPeriod,
  toCents,
} from '@bunkhouse/contract';
import type { BoardStay, Order } from '@bunkhouse/contract';
import { DayField } from '../../../components/day-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { MoneyInput } from '../../../components/money-input';
import { formatMoney, tenantName, toUsDate } from '../../../lib/format';
import { bedsOfOtherGender, genderWarning } from '../../../lib/gender-warning';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrder } from '../api/get-order';
import { useMoveTenant } from '../api/move-tenant';
import type { PlacedBed } from '../board-filters';
import { moveFormSchema } from '../board-form-schemas';
import type { MoveField, MoveFormBody } from '../board-form-schemas';
import { bedPlaceLabel } from '../board-text';

export interface MoveDialogProps {
  show: boolean;
  /** The occupied bed the tenant leaves. */
  from: PlacedBed;
  /** The bed they were dropped on; null from the menu (chosen in the dialog). */
  to: PlacedBed | null;
  /** The beds free now, which the tenant may move to. */
  freeBeds: readonly PlacedBed[];
  /** The business's today: the day's default, and the latest day a move may have. */
  today: string;
  /** `orders.view`: the order is read for its rent and period, which the new rent starts from. */
  canReadOrder: boolean;
  onHide: () => void;
  onExited?: () => void;
}

/** 'Bed 2 · Room 101 (Male) · 12 Oak St · $650.00', as Create Order names a bed. */
const bedOption = ({ bed, room, property }: PlacedBed) =>
  `Bed ${bed.number} · Room ${room.number} (${GENDER_DESIGNATION_LABELS[room.gender_designation]}) · ${property.address} · ${formatMoney(bed.price)}`;

/**
 * "Move to…" (issue 34): the tenant leaves their bed for a free one from a day (today by default, never
 * ahead), within the same order; the rent changes from that day. The rent starts as the contract's
 * default, the order's rent plus the difference of the two beds' monthly prices for its period, and
 * may be changed. The server's refusals show under their fields.
 */
export function MoveDialog({ show, from, canReadOrder, onHide, onExited, ...rest }: MoveDialogProps) {
  const stay = from.bed.occupant!;
  const order = useOrder(stay.order_id, { enabled: canReadOrder });
  return (
    <FormDialog
      show={show}
      title={`Move ${tenantName(stay.tenant)}`}
      onHide={onHide}
      onExited={onExited}
      isLoading={canReadOrder && order.isPending}
    >
      <MoveForm {...rest} from={from} stay={stay} order={order.data ?? null} onDone={onHide} />
    </FormDialog>
  );
}

interface MoveFormProps extends Pick<MoveDialogProps, 'from' | 'to' | 'freeBeds' | 'today'> {
  stay: BoardStay;
  /** The order, when it could be read. */
  order: Order | null;
  onDone: () => void;
}

function MoveForm({ from, to, freeBeds, today, stay, order, onDone }: MoveFormProps) {
  const move = useMoveTenant();
  const targets = freeBeds.filter((placed) => placed.bed.id !== from.bed.id);
  const [rentTyped, setRentTyped] = useState(false);
  const schema = useMemo(() => moveFormSchema(today), [today]);
  /** The contract's default rent for a move to this bed, or '' (the server's default) without the order. */
  const suggestedRent = (bedId: string) => {
    const target = targets.find((placed) => String(placed.bed.id) === bedId);
    if (!order || !target) return '';
    const difference = toCents(target.bed.price) - toCents(from.bed.price);
    return fromCents(toCents(order.rent_amount) + rentForPeriod(difference, order.period_payment));
  };
  const firstTarget = to ? String(to.bed.id) : '';
  const form = useForm<MoveField, MoveFormBody>({
    schema,
    initialValues: { to_bed_id: firstTarget, on: toUsDate(today), rent_amount: suggestedRent(firstTarget) },
    submit: ({ rent_amount, ...body }) =>
      move.mutateAsync({
        orderId: stay.order_id,
        body: { from_bed_id: from.bed.id, ...body, ...(rent_amount ? { rent_amount } : {}) },
      }),
    onSuccess: () => {
      notify.success(BOARD_MESSAGES.moved);
      onDone();
    },
  });
  const { values, errors, setValue } = form;
  const chosen = targets
    .filter((placed) => String(placed.bed.id) === values.to_bed_id)
    .map(({ room, property }) => ({ room: { ...room, property } }));
  const otherGender = bedsOfOtherGender(stay.tenant.gender, chosen);
  return (
    <FormDialogBody form={form} label="Move" submitLabel="Move" onCancel={onDone}>
      <p>
        {tenantName(stay.tenant)} leaves {bedPlaceLabel(from.bed, from.room, from.property.address)}.
      </p>
      <FormField
        controlId="move-to-bed"
        label="Move to"
        error={errors.to_bed_id}
        required={form.isRequired('to_bed_id')}
      >
        <Form.Select
          value={values.to_bed_id}
          isInvalid={!!errors.to_bed_id}
          onChange={(event) => {
            setValue('to_bed_id', event.target.value);
            if (!rentTyped) setValue('rent_amount', suggestedRent(event.target.value));
          }}
        >
          <option value="">{targets.length ? 'Select a free bed...' : 'No bed is free'}</option>
          {targets.map((placed) => (
            <option key={placed.bed.id} value={placed.bed.id}>
              {bedOption(placed)}
            </option>
          ))}
        </Form.Select>
      </FormField>
      {stay.tenant.gender && otherGender.length > 0 && (
        <Alert variant="warning" className="py-2">
          {genderWarning(tenantName(stay.tenant), stay.tenant.gender, otherGender)}
        </Alert>
      )}
      <DayField
        id="move-on"
        label="Moves on"
        value={values.on}
        error={errors.on}
        required
        onChange={(value) => setValue('on', value)}
        hint="Today or an earlier day: the rent changes from that day."
      />
      <FormField controlId="move-rent" label="Rent from that day" error={errors.rent_amount} className="mb-1">
        <MoneyInput
          value={values.rent_amount}
          isInvalid={!!errors.rent_amount}
          aria-describedby="move-rent-hint"
          onChange={(value) => {
            setRentTyped(true);
            setValue('rent_amount', value);
          }}
        />
      </FormField>
      <Form.Text id="move-rent-hint" className="d-block mb-3">
        {order
          ? `Now ${formatMoney(order.rent_amount)} ${PERIOD_PAYMENT_DISPLAY[order.period_payment].toLowerCase()}, changed by the difference of the beds' prices; you may change it.`
          : "Leave empty for the order's rent changed by the difference of the beds' prices."}
      </Form.Text>
    </FormDialogBody>
  );
}
