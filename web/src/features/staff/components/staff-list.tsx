import type { StaffUser } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import type { ContextMenuAction } from '../../../components/context-menu';
import { ListToolbar } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { listQuery, listView } from '../../../lib/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useStaff } from '../api/get-staff';
import { ACTIVITY_OPTIONS } from '../staff-text';
import { StaffTable } from './staff-table';

/** `?is_active=true` Active, `?is_active=false` Inactive, anything else both. */
function readActive(values: readonly string[]): boolean | undefined {
  if (values[0] === 'true') return true;
  if (values[0] === 'false') return false;
  return undefined;
}

const NO_ORDERING: readonly string[] = [];

/**
 * The search, the Active/Inactive filter (no chip: everyone), Reset, the table
 * and its pages; the list's state lives in the URL, as on every list screen.
 */
export function StaffList({ actionsFor }: { actionsFor: (user: StaffUser) => ContextMenuAction[] }) {
  const list = useListState({ orderingKeys: NO_ORDERING, filters: ['is_active'] });
  const staff = useStaff(listQuery(list, { is_active: readActive(list.filters.is_active) }));
  useLogError(staff.error, 'Failed to load staff:');
  const view = listView(list, staff);
  return (
    <>
      <ListToolbar list={list} placeholder="Search staff...">
        <ChipFilter
          caption="Show"
          name="is_active"
          label="Staff activity"
          options={ACTIVITY_OPTIONS}
          isMulti={false}
        />
      </ListToolbar>
      <StaffTable {...view.table} actionsFor={actionsFor} />
      <Pager {...view.pager} />
    </>
  );
}
