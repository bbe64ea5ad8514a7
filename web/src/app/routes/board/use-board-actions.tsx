import { lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Bed, Board } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WhenOpen } from '../../../components/when-open';
import { useAuth } from '../../../lib/auth-context';
import { toErrorMessage } from '../../../lib/form-errors';
import { tenantName } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { useModalState } from '../../../lib/use-modal-state';
import { useReorderBeds } from '../../../features/board/api/reorder-beds';
import { placedBeds } from '../../../features/board/board-filters';
import type { PlacedBed } from '../../../features/board/board-filters';
import type { BoardHandlers } from '../../../features/board/board-handlers';
import { MoveDialog } from '../../../features/board/components/move-dialog';
import { PlannedEndDialog } from '../../../features/board/components/planned-end-dialog';
import { RenameBedDialog } from '../../../features/board/components/rename-bed-dialog';
import { useCloseOrder } from '../../../features/orders/api/close-order';
import { COMPLETE_ORDER_CONFIRM, ordersToasts } from '../../../features/orders/orders-text';
import { useUpdateBed } from '../../../features/places/api/update-bed';

// Create Order's code (pickers, masks) loads when it first opens, as from the tenants list.
const CreateOrderDialog = lazy(() =>
  import('../../../features/orders/components/create-order-dialog').then((m) => ({
    default: m.CreateOrderDialog,
  })),
);

/** A bed of the board as Create Order takes it. */
const toBed = ({ bed, room, property }: PlacedBed): Bed => ({
  id: bed.id,
  number: bed.number,
  price: bed.price,
  room: { id: room.id, number: room.number, gender_designation: room.gender_designation, property },
});

/**
 * What the board does, for what the user may do (issue 34): a free bed opens Create Order with it
 * (`orders.add`), an occupied bed's tenant moves (dragged, or "Move to…") and gets a planned move-out
 * (`orders.add`), a leaving one's order is completed after the confirmation the tenants screens ask
 * (`orders.close`; then the deposit settlement, when it waits), a room's beds are arranged and renamed
 * (`places.change`). It lives with the route because it composes three features: board, orders and
 * places. Render `dialogs` once on the page.
 */
export function useBoardActions(board: Board | undefined) {
  const { hasPermission } = useAuth();
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderDialog = useModalState<{ bed: Bed }>();
  const moveDialog = useModalState<{ from: PlacedBed; to: PlacedBed | null }>();
  const plannedEnd = useModalState<PlacedBed>();
  const completion = useModalState<PlacedBed>();
  const rename = useModalState<PlacedBed>();
  const closeOrder = useCloseOrder();
  const reorder = useReorderBeds();
  const updateBed = useUpdateBed();
  const canAddOrder = hasPermission('orders.add');
  const canChangePlaces = hasPermission('places.change');
  const canReadOrder = hasPermission('orders.view');
  const today = board?.today ?? '';

  const handlers: BoardHandlers = {
    onNewOrder: canAddOrder ? (placed) => orderDialog.open({ bed: toBed(placed) }) : undefined,
    onMove: canAddOrder ? (from, to) => moveDialog.open({ from, to }) : undefined,
    onPlannedEnd: canAddOrder ? plannedEnd.open : undefined,
    onComplete: hasPermission('orders.close') ? completion.open : undefined,
    onReorder: canChangePlaces
      ? (room, bedIds) =>
          reorder.mutate(
            { roomId: room.id, bedIds },
            { onError: (error) => notify.error(toErrorMessage(error, 'reorder the beds')) },
          )
      : undefined,
    onRename: canChangePlaces ? rename.open : undefined,
  };

  /** After Complete order: the settlement screen, when the order's deposit waits to be settled. */
  const settleDepositOf = async (orderId: number) => {
    if (!canOpen('orderDeposit')) return;
    const { findDepositToSettle } = await import('../../../features/orders/api/get-deposit-statement');
    if (await findDepositToSettle(queryClient, orderId)) void navigate(paths.orderDeposit.href(orderId));
  };

  const leaving = completion.subject?.bed.occupant;
  const complete = () => {
    if (!leaving) return;
    closeOrder.mutate(leaving.order_id, {
      onSuccess: () => {
        notify.success(ordersToasts.completed);
        completion.close();
        void settleDepositOf(leaving.order_id);
      },
      onError: (error) => {
        notify.error(toErrorMessage(error, 'complete'));
        completion.close();
      },
    });
  };

  const moving = moveDialog.subject;
  const planning = plannedEnd.subject?.bed.occupant;
  const renaming = rename.subject;
  const dialogs = (
    <>
      <WhenOpen modal={orderDialog}>
        <CreateOrderDialog
          show={orderDialog.isOpen}
          bed={orderDialog.subject?.bed}
          staysOnPage
          onHide={orderDialog.close}
          onExited={orderDialog.onExited}
        />
      </WhenOpen>
      {moving && (
        <MoveDialog
          show={moveDialog.isOpen}
          from={moving.from}
          to={moving.to}
          freeBeds={placedBeds(board).filter(({ bed }) => bed.status === 'free')}
          today={today}
          canReadOrder={canReadOrder}
          onHide={moveDialog.close}
          onExited={moveDialog.onExited}
        />
      )}
      {planning && (
        <PlannedEndDialog
          show={plannedEnd.isOpen}
          stay={planning}
          today={today}
          canReadOrder={canReadOrder}
          onHide={plannedEnd.close}
          onExited={plannedEnd.onExited}
        />
      )}
      {renaming && (
        <RenameBedDialog
          show={rename.isOpen}
          placed={renaming}
          save={(body) => updateBed.mutateAsync({ id: renaming.bed.id, body })}
          onHide={rename.close}
          onExited={rename.onExited}
        />
      )}
      <ConfirmDialog
        show={completion.isOpen}
        title={COMPLETE_ORDER_CONFIRM.title}
        confirmLabel={COMPLETE_ORDER_CONFIRM.label}
        confirmVariant="danger"
        onConfirm={complete}
        onCancel={completion.close}
        onExited={completion.onExited}
        isPending={closeOrder.isPending}
      >
        {leaving && COMPLETE_ORDER_CONFIRM.question(tenantName(leaving.tenant))}
      </ConfirmDialog>
    </>
  );

  return { handlers, dialogs };
}
