import type { ReactNode } from 'react';

/** The common frame of the error pages: an icon, a heading and a short explanation. */
export function StatusPage({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <div className="status-page text-center mx-auto py-5">
      <i className={`bi ${icon} display-4 text-body-secondary`} aria-hidden="true" />
      <h1 className="h2 mt-3">{title}</h1>
      <div className="text-body-secondary">{children}</div>
    </div>
  );
}
