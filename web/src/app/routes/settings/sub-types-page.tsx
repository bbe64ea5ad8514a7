import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { SubTypesTables } from '../../../features/settings/components/sub-types-tables';
import { SUB_TYPES_TITLE } from '../../../features/settings/settings-text';

/**
 * /settings/payment-methods: payment methods (with their detection patterns), fee types (with their
 * default amounts), income and expense categories (permission `settings.change`; others get the 403 page).
 */
export function SubTypesPage() {
  return (
    <div className="py-3">
      <PageBreadcrumb
        items={[{ label: 'Settings', to: paths.settings.href() }, { label: SUB_TYPES_TITLE }]}
      />
      <PageHeader title={SUB_TYPES_TITLE} />
      <SubTypesTables />
    </div>
  );
}
