import { DEFAULT_PAGE_SIZE, PROPERTY_ORDERING } from '@bunkhouse/contract';
import type { Property } from '@bunkhouse/contract';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteProperty } from '../api/delete-property';
import { useProperties } from '../api/get-properties';
import { DeleteDialog } from '../components/delete-dialog';
import { PropertiesTable } from '../components/properties-table';
import { PropertyFormModal } from '../components/property-form-modal';
import { placesToasts } from '../places-text';
import { useDeleteFlow } from '../use-delete-flow';
import { usePlacesPermissions } from '../use-places-permissions';
import { IconButton } from '../../../components/icon-button';

/** /properties: search, Reset, Add Property, and the list (SPEC.md "Beds, rooms, properties"). */
export function PropertiesPage() {
  const list = useListState({ orderingKeys: PROPERTY_ORDERING });
  const properties = useProperties({
    search: list.search || undefined,
    ordering: list.ordering,
    page: list.page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(properties.error, 'Failed to load properties:');
  const { canAdd } = usePlacesPermissions();
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Property>({
    mutation: useDeleteProperty(),
    successMessage: placesToasts.propertyDeleted,
  });

  return (
    <>
      <PageBreadcrumb items={[{ label: 'Properties' }]} />
      <PageHeader title="Properties">
        {canAdd && (
          <IconButton icon="bi-plus-lg" onClick={() => editor.open({})}>
            Add Property
          </IconButton>
        )}
      </PageHeader>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Search by address..." />
        <IconButton
          icon="bi-arrow-counterclockwise"
          variant="outline-secondary"
          size="sm"
          onClick={list.reset}
        >
          Reset
        </IconButton>
      </div>
      <PropertiesTable
        rows={properties.data?.results}
        isLoading={properties.isPending}
        isFetching={properties.isPlaceholderData}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        rowNumberOffset={(list.page - 1) * DEFAULT_PAGE_SIZE}
        onEdit={(property) => editor.open({ id: property.id })}
        onDelete={remove.open}
      />
      <Pager
        data={properties.data}
        page={list.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={list.setPage}
      />
      <PropertyFormModal
        show={editor.isOpen}
        propertyId={editor.subject?.id}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Property">
        Delete the property at {remove.subject?.address}?
      </DeleteDialog>
    </>
  );
}
