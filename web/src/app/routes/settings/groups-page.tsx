import { Link } from 'react-router';
import { IconButton } from '../../../components/icon-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { GroupsTable } from '../../../features/staff/components/groups-table';
import { useGroupActions } from '../../../features/staff/components/use-group-actions';

/** /settings/groups: the staff groups and their permissions (`users.manage`); Managers only looked at. */
export function GroupsPage() {
  const actions = useGroupActions();
  return (
    <div className="py-3">
      <PageBreadcrumb items={[{ label: 'Settings', to: paths.settings.href() }, { label: 'Groups' }]} />
      <PageHeader title="Groups">
        <Link className="btn btn-outline-secondary" to={paths.staff.href()}>
          <i className="bi bi-person-badge me-1" aria-hidden="true" />
          Staff
        </Link>
        <IconButton icon="bi-plus-lg" onClick={actions.openCreate}>
          New group
        </IconButton>
      </PageHeader>
      <GroupsTable actionsFor={actions.actionsFor} />
      {actions.dialogs}
    </div>
  );
}
