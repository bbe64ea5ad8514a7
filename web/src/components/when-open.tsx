import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A dialog whose code is loaded only when it first opens (issue 15: the pickers and masks of Create
 * Order and Create Transactions were downloaded with every list). Give it the dialog's state
 * (`useModalState`) and the dialog, a `lazy` component: it is mounted from the moment it opens until
 * its closing animation has ended (the subject is kept until then), and nothing is shown while its code
 * arrives.
 */
export function WhenOpen({
  modal,
  children,
}: {
  modal: { isOpen: boolean; subject: unknown };
  children: ReactNode;
}) {
  if (!modal.isOpen && modal.subject === null) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
