import type { TenantOption } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { useBusinessToday } from '../../../lib/api/business-today';
import { CreateOrderForm } from './create-order-form';

export interface CreateOrderDialogProps {
  show: boolean;
  /** Preselects this tenant (opened from their row or their page). */
  tenant?: TenantOption;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * SPEC.md "Dialogs": 'Create Order', from the tenants list, a tenant's context menu or their page. The
 * form opens once the business's today is known (DOMAIN: an order starts today in its time zone).
 */
export function CreateOrderDialog({ show, tenant, onHide, onExited }: CreateOrderDialogProps) {
  const today = useBusinessToday();
  return (
    <FormDialog show={show} title="Create Order" onHide={onHide} onExited={onExited} isLoading={!today}>
      {today && <CreateOrderForm tenant={tenant} today={today} onDone={onHide} />}
    </FormDialog>
  );
}
