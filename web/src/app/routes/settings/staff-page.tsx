import { Link } from 'react-router';
import { IconButton } from '../../../components/icon-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { StaffList } from '../../../features/staff/components/staff-list';
import { useStaffActions } from '../../../features/staff/components/use-staff-actions';

/** /settings/staff: the staff users, New user, and per user Edit, Reset password, (De/Re)activate (`users.manage`). */
export function StaffPage() {
  const actions = useStaffActions();
  return (
    <div className="py-3">
      <PageBreadcrumb items={[{ label: 'Settings', to: paths.settings.href() }, { label: 'Staff' }]} />
      <PageHeader title="Staff">
        <Link className="btn btn-outline-secondary" to={paths.groups.href()}>
          <i className="bi bi-people me-1" aria-hidden="true" />
          Groups
        </Link>
        <IconButton icon="bi-person-plus" onClick={actions.openCreate}>
          New user
        </IconButton>
      </PageHeader>
      <StaffList actionsFor={actions.actionsFor} />
      {actions.dialogs}
    </div>
  );
}
