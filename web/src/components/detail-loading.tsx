import Spinner from 'react-bootstrap/Spinner';
import { PageBreadcrumb } from './page-breadcrumb';
import type { Crumb } from './page-breadcrumb';
import { PageHeader } from './page-header';

/** A detail page while its record loads. */
export function DetailLoading({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  return (
    <>
      <PageBreadcrumb items={[...crumbs, { label: '…' }]} />
      <PageHeader title={title} />
      <div className="text-body-secondary" aria-busy="true">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading data...
      </div>
    </>
  );
}
