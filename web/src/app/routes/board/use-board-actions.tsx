import { lazy } from 'react';
import { useNavigate } from 'react-router';
import type { Bed, Board } from '@bunkhouse/contract';
import { WhenOpen } from '../../../components/when-open';
import { useAuth } from '../../../lib/auth-context';
import { toErrorMessage } from '../../../lib/form-errors';
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
 * (`orders.add`), a leaving one's order is completed on the tenant's page, its Complete order
 * confirmation open (`orders.close`: the tenants screens' confirmation, then the deposit settlement when
 * it waits, where the move-out goes on), a room's beds are arranged and renamed (`places.change`). It
 * lives with the route because it composes three features: board, orders and places. Render
 * `dialogs` once on the page.
 */
export function useBoardActions(board: Board | undefined) {
  const { hasPermission } = useAuth();
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const orderDialog = useModalState<{ bed: Bed }>();
  const moveDialog = useModalState<{ from: PlacedBed; to: PlacedBed | null }>();
  const plannedEnd = useModalState<PlacedBed>();
  const rename = useModalState<PlacedBed>();
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
    onComplete:
      canOpen('tenantCompleteOrder') && canOpen('tenant')
        ? ({ bed: { occupant } }) => {
            if (occupant) void navigate(paths.tenantCompleteOrder.href(occupant.tenant.id));
          }
        : undefined,
    onReorder: canChangePlaces
      ? (room, bedIds) =>
          reorder.mutate(
            { roomId: room.id, bedIds },
            { onError: (error) => notify.error(toErrorMessage(error, 'reorder the beds')) },
          )
      : undefined,
    onRename: canChangePlaces ? rename.open : undefined,
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
    </>
  );

  return { handlers, dialogs };
}
