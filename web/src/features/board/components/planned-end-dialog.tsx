import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { BOARD_MESSAGES } from '@bunkhouse/contract';
import type { BoardStay, PlannedEndBody } from '@bunkhouse/contract';
import { DayField } from '../../../components/day-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { tenantName, toUsDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrder } from '../api/get-order';
import { useSetPlannedEnd } from '../api/set-planned-end';
import { plannedEndFormSchema } from '../board-form-schemas';

export interface PlannedEndDialogProps {
  show: boolean;
  /** The occupant's stay, whose order the move-out is planned for. */
  stay: BoardStay;
  /** The business's today: the earliest day a move-out may be planned for. */
  today: string;
  /** `orders.view`: the order is read for the move-out planned now; else the stay's end stands in. */
  canReadOrder: boolean;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * "Planned move-out…" (issue 34): the day the tenant leaves their beds, today or later, or none (the
 * field emptied, or Clear). The bed shows Leaving in the last days before it, and the billing charges
 * nothing past it.
 */
export function PlannedEndDialog({
  show,
  stay,
  today,
  canReadOrder,
  onHide,
  onExited,
}: PlannedEndDialogProps) {
  const order = useOrder(stay.order_id, { enabled: canReadOrder });
  const planned = order.data ? order.data.planned_end_date : stay.end_date;
  return (
    <FormDialog
      show={show}
      title="Planned move-out"
      onHide={onHide}
      onExited={onExited}
      isLoading={canReadOrder && order.isPending}
    >
      <PlannedEndForm stay={stay} today={today} planned={planned} onDone={onHide} />
    </FormDialog>
  );
}

function PlannedEndForm({
  stay,
  today,
  planned,
  onDone,
}: {
  stay: BoardStay;
  today: string;
  planned: string | null;
  onDone: () => void;
}) {
  const save = useSetPlannedEnd();
  const schema = useMemo(() => plannedEndFormSchema(today), [today]);
  const form = useForm<'planned_end_date', PlannedEndBody>({
    schema,
    initialValues: { planned_end_date: planned ? toUsDate(planned) : '' },
    submit: (body) => save.mutateAsync({ orderId: stay.order_id, body }),
    onSuccess: () => {
      notify.success(BOARD_MESSAGES.plannedEndSaved);
      onDone();
    },
  });
  const { values, errors, setValue } = form;
  return (
    <FormDialogBody form={form} label="Move-out" onCancel={onDone}>
      <p>When does {tenantName(stay.tenant)} leave?</p>
      <DayField
        id="planned-end"
        label="Planned move-out"
        value={values.planned_end_date}
        error={errors.planned_end_date}
        onChange={(value) => setValue('planned_end_date', value)}
        hint="Today or later. Empty: no move-out planned."
      />
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={values.planned_end_date === ''}
        onClick={() => setValue('planned_end_date', '')}
      >
        Clear
      </Button>
    </FormDialogBody>
  );
}
