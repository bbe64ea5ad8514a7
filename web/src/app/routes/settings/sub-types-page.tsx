import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';
import { SubTypesTables } from '../../../features/settings/components/sub-types-tables';
import { TaughtLayouts } from '../../../features/settings/components/taught-layouts';
import { SUB_TYPES_TITLE } from '../../../features/settings/settings-text';

/**
 * /settings/payment-methods: payment methods (with their detection patterns), fee types (with their
 * default amounts), income and expense categories, and the mail layouts taught from Payment Candidates'
 * Needs a look (permission `settings.change`; others get the 403 page). The layouts are read with
 * `candidates.view`: without it they are left out.
 */
export function SubTypesPage() {
  const { hasPermission } = useAuth();
  return (
    <div className="py-3">
      <PageBreadcrumb
        items={[{ label: 'Settings', to: paths.settings.href() }, { label: SUB_TYPES_TITLE }]}
      />
      <PageHeader title={SUB_TYPES_TITLE} />
      <SubTypesTables />
      {hasPermission('candidates.view') && <TaughtLayouts />}
    </div>
  );
}
