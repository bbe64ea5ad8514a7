import { useNavigate } from 'react-router';
import type { Property } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import type { ContextMenuAction } from '../../../components/context-menu';
import { DetailList } from '../../../components/detail-list';
import { DetailLoadError } from '../../../components/detail-load-error';
import { DetailLoading } from '../../../components/detail-loading';
import { EntityHistory } from '../../../components/entity-history';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { useModalState } from '../../../lib/use-modal-state';
import { useRouteId } from '../../../lib/use-route-id';
import { useDeleteProperty } from '../../../features/places/api/delete-property';
import { useProperty } from '../../../features/places/api/get-property';
import { DeleteDialog } from '../../../features/places/components/delete-dialog';
import { PropertyFormModal } from '../../../features/places/components/property-form-modal';
import { PropertyRoomsSection } from '../../../features/places/components/property-rooms-section';
import { placesToasts, stateLabel } from '../../../features/places/places-text';
import { useDeleteFlow } from '../../../features/places/use-delete-flow';
import { usePlacesPermissions } from '../../../features/places/use-places-permissions';

const crumbs = [{ label: 'Properties', to: paths.properties.href() }];

/** /properties/{id}: the property, its actions (Edit, Delete) and its rooms. */
export function PropertyPage() {
  const id = useRouteId();
  const property = useProperty(id ?? 0, { enabled: id !== null });
  if (id === null || property.isError) {
    return (
      <>
        <PageBreadcrumb items={[...crumbs, { label: 'Not found' }]} />
        <DetailLoadError
          what="Property"
          error={id === null ? null : property.error}
          listHref={paths.properties.href()}
          listLabel="Properties"
        />
      </>
    );
  }
  if (!property.data) return <DetailLoading crumbs={crumbs} title="Property" />;
  return <PropertyDetail property={property.data} />;
}

function PropertyDetail({ property }: { property: Property }) {
  const navigate = useNavigate();
  const { canChange, canDelete } = usePlacesPermissions();
  const editor = useModalState<true>();
  const remove = useDeleteFlow<Property>({
    mutation: useDeleteProperty(),
    successMessage: placesToasts.propertyDeleted,
    onDeleted: () => void navigate(paths.properties.href()),
  });

  const actions: ContextMenuAction[] = [];
  if (canChange) actions.push({ label: 'Edit', icon: 'bi-pencil', onSelect: () => editor.open(true) });
  if (canDelete) {
    actions.push({
      label: 'Delete',
      icon: 'bi-trash',
      isDanger: true,
      onSelect: () => remove.open(property),
    });
  }

  return (
    <>
      <PageBreadcrumb items={[...crumbs, { label: property.address }]} />
      <PageHeader title={property.address}>
        <ActionsMenu id="property-actions" actions={actions} />
      </PageHeader>
      <DetailList
        label="Property details"
        items={[
          { label: 'Address', value: property.address },
          { label: 'City', value: property.city },
          { label: 'State', value: stateLabel(property.state) },
          { label: 'Zip code', value: property.zip_code },
          { label: 'Rooms', value: property.rooms_count },
          { label: 'Beds', value: property.beds_count },
        ]}
      />
      <PropertyRoomsSection property={property} />
      <EntityHistory subjects={[{ entity: 'property', id: property.id, label: 'Property' }]} />
      <PropertyFormModal
        show={editor.isOpen}
        propertyId={property.id}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Property">
        Delete the property at {property.address}?
      </DeleteDialog>
    </>
  );
}
