import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

export interface Crumb {
  label: string;
  /** Omitted for the page itself (the last crumb). */
  to?: string;
}

/** Home › … › this page. */
export function PageBreadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <Breadcrumb className="small" label="Breadcrumb">
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.home.href() }}>
        Home
      </Breadcrumb.Item>
      {items.map((item) =>
        item.to ? (
          <Breadcrumb.Item key={item.label} linkAs={Link} linkProps={{ to: item.to }}>
            {item.label}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item key={item.label} active>
            {item.label}
          </Breadcrumb.Item>
        ),
      )}
    </Breadcrumb>
  );
}
