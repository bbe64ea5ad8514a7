import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { LAYOUT_MESSAGES, teachBody } from '@bunkhouse/contract';
import type { NeedsLookEntry, TeachBody, TeachResult } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { MoneyInput } from '../../../components/money-input';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import type { BodySchema } from '../../../lib/use-form';
import { useTeachLayout } from '../api/teach-layout';
import { MailText } from './mail-text';
import { SubTypeSelect } from '../../../components/sub-type-select';

type TeachField = 'payer' | 'amount' | 'method_id';

/**
 * 'Layout taught…' when reading the mail again made its candidates; else (an exclusion of the mail,
 * say) the layout is stored all the same, and the toast says what the reading found instead.
 */
function notifyTaught(result: TeachResult) {
  if (result.candidate_ids.length > 0) notify.success(LAYOUT_MESSAGES.taught);
  else notify.error(`Layout taught, but it made no candidate of this mail: ${result.why}`);
}

export const TEACH_TITLE = 'Teach this layout';

/** The contract's body, the mail it is taught from added to what the form types. */
const teachSchema = (messageId: number): BodySchema<TeachBody> => ({
  safeParse: (input) => teachBody.safeParse({ ...(input as object), message_id: messageId }),
});

function TeachForm({ entry, onDone }: { entry: NeedsLookEntry; onDone: () => void }) {
  const teach = useTeachLayout();
  const methods = useSubTypes({ is_active: true, type: ['payment'] });
  const schema = useMemo(() => teachSchema(entry.id), [entry.id]);
  const form = useForm<TeachField, TeachBody>({
    schema,
    initialValues: { payer: '', amount: '', method_id: '' },
    submit: (body) => teach.mutateAsync(body).then(notifyTaught),
    onSuccess: onDone,
  });
  const { values, errors, setValue } = form;
  const fieldState = (field: TeachField) => ({ error: errors[field], required: form.isRequired(field) });

  return (
    <FormDialogBody form={form} label="Teach a layout" onCancel={onDone} submitLabel="Teach">
      <p className="small mb-2">
        Mark who paid and how much, as this mail from{' '}
        <span className="fw-semibold">{entry.sender_domain}</span> writes them: its next mails of this layout
        are read the same way.
      </p>
      <MailText text={entry.text} label={`Text of the mail: ${entry.subject}`} className="mb-3" />
      <FormField controlId="teach-payer" label="Payer" {...fieldState('payer')}>
        <Form.Control
          value={values.payer}
          onChange={(event) => setValue('payer', event.target.value)}
          isInvalid={!!errors.payer}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
        />
        <Form.Text>The name as the mail writes it.</Form.Text>
      </FormField>
      <FormField controlId="teach-amount" label="Amount" {...fieldState('amount')}>
        <MoneyInput
          value={values.amount}
          onChange={(value) => setValue('amount', value)}
          isInvalid={!!errors.amount}
        />
      </FormField>
      <FormField controlId="teach-method" label="Payment method" {...fieldState('method_id')}>
        <SubTypeSelect
          value={values.method_id}
          onChange={(id) => setValue('method_id', id)}
          subTypes={methods.data}
          isLoading={methods.isPending}
          isInvalid={!!errors.method_id}
        />
        <Form.Text>What its payments are booked as.</Form.Text>
      </FormField>
    </FormDialogBody>
  );
}

export interface TeachLayoutDialogProps {
  show: boolean;
  entry: NeedsLookEntry | null;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * Teach a layout from a mail waiting for a look (issue 31): its payer as the mail writes it, the
 * amount and the payment method; the server derives the layout from where they are in the mail. After
 * it, 'Layout taught…', and the mail's candidate is in the list.
 */
export function TeachLayoutDialog({ show, entry, onHide, onExited }: TeachLayoutDialogProps) {
  return (
    <FormDialog show={show} title={TEACH_TITLE} onHide={onHide} onExited={onExited}>
      {entry && <TeachForm entry={entry} onDone={onHide} />}
    </FormDialog>
  );
}
