import type { Bed, TenantOption } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { useBusinessToday } from '../../../lib/api/business-today';
import { CreateOrderForm } from './create-order-form';

export interface CreateOrderDialogProps {
  show: boolean;
  /** Preselects this tenant (opened from their row or their page). */
  tenant?: TenantOption;
  /** Preselects this bed (a free bed clicked on the board). */
  bed?: Bed;
  /** After the save, stay on this page with the toast (the board). */
  staysOnPage?: boolean;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * SPEC.md "Dialogs": 'Create Order', from the tenants list, a tenant's context menu or their page, or a
 * free bed on the board (issue 34). The form opens once the business's today is known (DOMAIN: an
 * order starts today in its time zone).
 */
export function CreateOrderDialog({
  show,
  tenant,
  bed,
  staysOnPage,
  onHide,
  onExited,
}: CreateOrderDialogProps) {
  const today = useBusinessToday();
  return (
    <FormDialog show={show} title="Create Order" onHide={onHide} onExited={onExited} isLoading={!today}>
      {today && (
        <CreateOrderForm tenant={tenant} bed={bed} staysOnPage={staysOnPage} today={today} onDone={onHide} />
      )}
    </FormDialog>
  );
}
