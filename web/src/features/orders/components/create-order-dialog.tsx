import type { TenantOption } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { CreateOrderForm } from './create-order-form';

export interface CreateOrderDialogProps {
  show: boolean;
  /** Preselects this tenant (opened from their row or their page). */
  tenant?: TenantOption;
  onHide: () => void;
  onExited?: () => void;
}

/** SPEC.md "Dialogs": 'Create Order', from the tenants list, a tenant's context menu or their page. */
export function CreateOrderDialog({ show, tenant, onHide, onExited }: CreateOrderDialogProps) {
  return (
    <FormDialog show={show} title="Create Order" onHide={onHide} onExited={onExited}>
      <CreateOrderForm tenant={tenant} onDone={onHide} />
    </FormDialog>
  );
}
