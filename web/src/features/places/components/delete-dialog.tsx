import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DeleteFlow } from '../use-delete-flow';

/** The confirmation of a delete: 'Delete Room', what is deleted, Delete / Cancel. */
export function DeleteDialog<T>({
  flow,
  title,
  children,
}: {
  flow: DeleteFlow<T>;
  title: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      show={flow.isOpen}
      title={title}
      onConfirm={flow.confirm}
      onCancel={flow.close}
      onExited={flow.onExited}
      confirmLabel="Delete"
      confirmVariant="danger"
      isPending={flow.isPending}
    >
      {children} This cannot be undone.
    </ConfirmDialog>
  );
}
