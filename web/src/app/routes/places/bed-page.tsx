import { Link, useNavigate } from 'react-router';
import type { Bed } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import type { ContextMenuAction } from '../../../components/context-menu';
import { DetailList } from '../../../components/detail-list';
import { DetailLoadError } from '../../../components/detail-load-error';
import { DetailLoading } from '../../../components/detail-loading';
import { EntityHistory } from '../../../components/entity-history';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useModalState } from '../../../lib/use-modal-state';
import { useRouteId } from '../../../lib/use-route-id';
import { useDeleteBed } from '../../../features/places/api/delete-bed';
import { useBed } from '../../../features/places/api/get-bed';
import { BedFormModal } from '../../../features/places/components/bed-form-modal';
import { DeleteDialog } from '../../../features/places/components/delete-dialog';
import { bedLabel, placesToasts, roomLabel, roomOptionLabel } from '../../../features/places/places-text';
import { useDeleteFlow } from '../../../features/places/use-delete-flow';
import { usePlacesPermissions } from '../../../features/places/use-places-permissions';

const crumbs = [{ label: 'Beds', to: paths.beds.href() }];

/** /beds/{id}: the bed with its room and property, and its actions (Edit, Delete). */
export function BedPage() {
  const id = useRouteId();
  const bed = useBed(id ?? 0, { enabled: id !== null });
  if (id === null || bed.isError) {
    return (
      <>
        <PageBreadcrumb items={[...crumbs, { label: 'Not found' }]} />
        <DetailLoadError
          what="Bed"
          error={id === null ? null : bed.error}
          listHref={paths.beds.href()}
          listLabel="Beds"
        />
      </>
    );
  }
  if (!bed.data) return <DetailLoading crumbs={crumbs} title="Bed" />;
  return <BedDetail bed={bed.data} />;
}

function BedDetail({ bed }: { bed: Bed }) {
  const navigate = useNavigate();
  const { canChange, canDelete } = usePlacesPermissions();
  const editor = useModalState<true>();
  const remove = useDeleteFlow<Bed>({
    mutation: useDeleteBed(),
    successMessage: placesToasts.bedDeleted,
    onDeleted: () => void navigate(paths.beds.href()),
  });

  const actions: ContextMenuAction[] = [];
  if (canChange) actions.push({ label: 'Edit', icon: 'bi-pencil', onSelect: () => editor.open(true) });
  if (canDelete) {
    actions.push({ label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => remove.open(bed) });
  }

  return (
    <>
      <PageBreadcrumb items={[...crumbs, { label: bedLabel(bed) }]} />
      <PageHeader title={bedLabel(bed)}>
        <ActionsMenu id="bed-actions" actions={actions} />
      </PageHeader>
      <DetailList
        label="Bed details"
        items={[
          { label: 'Number', value: bed.number },
          { label: 'Price', value: formatMoney(bed.price) },
          { label: 'Room', value: <Link to={paths.room.href(bed.room.id)}>{roomLabel(bed.room)}</Link> },
          {
            label: 'Property',
            value: <Link to={paths.property.href(bed.room.property.id)}>{bed.room.property.address}</Link>,
          },
        ]}
      />
      <EntityHistory subjects={[{ entity: 'bed', id: bed.id, label: 'Bed' }]} />
      <BedFormModal show={editor.isOpen} bedId={bed.id} onHide={editor.close} onExited={editor.onExited} />
      <DeleteDialog flow={remove} title="Delete Bed">
        Delete {bedLabel(bed)} in {roomOptionLabel(bed.room)}?
      </DeleteDialog>
    </>
  );
}
