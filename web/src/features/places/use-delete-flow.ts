import type { UseMutationResult } from '@tanstack/react-query';
import { toErrorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useModalState } from '../../lib/use-modal-state';

export interface DeleteFlowOptions<T> {
  mutation: UseMutationResult<void, Error, number>;
  successMessage: string;
  onDeleted?: (subject: T) => void;
}

/**
 * Ask, then delete: `open(record)` shows the confirmation, `confirm()` deletes. Success toasts and
 * closes; a refusal (400 with the server's sentence) closes and shows the sentence in an error toast.
 */
export function useDeleteFlow<T extends { id: number }>({
  mutation,
  successMessage,
  onDeleted,
}: DeleteFlowOptions<T>) {
  const modal = useModalState<T>();
  const confirm = () => {
    const subject = modal.subject;
    if (!subject) return;
    mutation.mutate(subject.id, {
      onSuccess: () => {
        notify.success(successMessage);
        modal.close();
        onDeleted?.(subject);
      },
      onError: (error) => {
        notify.error(toErrorMessage(error, 'delete'));
        modal.close();
      },
    });
  };
  return { ...modal, confirm, isPending: mutation.isPending };
}

export type DeleteFlow<T> = ReturnType<typeof useDeleteFlow<T & { id: number }>>;
