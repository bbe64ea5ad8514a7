import { BED_ORDERING, DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { Bed } from '@bunkhouse/contract';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteBed } from '../api/delete-bed';
import { useBeds } from '../api/get-beds';
import { BedFormModal } from '../components/bed-form-modal';
import { BedsTable } from '../components/beds-table';
import { DeleteDialog } from '../components/delete-dialog';
import { PropertyFilter } from '../components/property-filter';
import { bedLabel, placesToasts, roomOptionLabel } from '../places-text';
import { useDeleteFlow } from '../use-delete-flow';
import { usePlacesPermissions } from '../use-places-permissions';
import { readIdFilter } from './read-id-filter';
import { IconButton } from '../../../components/icon-button';

/** /beds: search, property filter, Reset, Add Bed, and the list. */
export function BedsPage() {
  const list = useListState({ orderingKeys: BED_ORDERING, filters: ['property'] });
  const propertyId = readIdFilter(list.filters.property);
  const beds = useBeds({
    search: list.search || undefined,
    property: propertyId,
    ordering: list.ordering,
    page: list.page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(beds.error, 'Failed to load beds:');
  const { canAdd } = usePlacesPermissions();
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Bed>({ mutation: useDeleteBed(), successMessage: placesToasts.bedDeleted });

  return (
    <>
      <PageBreadcrumb items={[{ label: 'Beds' }]} />
      <PageHeader title="Beds">
        {canAdd && (
          <IconButton icon="bi-plus-lg" onClick={() => editor.open({})}>
            Add Bed
          </IconButton>
        )}
      </PageHeader>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SearchBox
          value={list.search}
          onChange={list.setSearch}
          placeholder="Search by number or address..."
        />
        <PropertyFilter
          value={propertyId}
          onChange={(id) => list.setFilter('property', id === undefined ? [] : [String(id)])}
        />
        <IconButton
          icon="bi-arrow-counterclockwise"
          variant="outline-secondary"
          size="sm"
          onClick={list.reset}
        >
          Reset
        </IconButton>
      </div>
      <BedsTable
        rows={beds.data?.results}
        isLoading={beds.isPending}
        isFetching={beds.isPlaceholderData}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        rowNumberOffset={(list.page - 1) * DEFAULT_PAGE_SIZE}
        onEdit={(bed) => editor.open({ id: bed.id })}
        onDelete={remove.open}
      />
      <Pager data={beds.data} page={list.page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={list.setPage} />
      <BedFormModal
        show={editor.isOpen}
        bedId={editor.subject?.id}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Bed">
        Delete {remove.subject && `${bedLabel(remove.subject)} in ${roomOptionLabel(remove.subject.room)}`}?
      </DeleteDialog>
    </>
  );
}
