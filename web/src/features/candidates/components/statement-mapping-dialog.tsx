import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { MAPPING_MESSAGES, REQUIRED, statementMappingBody } from '@bunkhouse/contract';
import type { StatementMappingBody, UploadResult } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import type { BodySchema, FormController } from '../../../lib/use-form';
import { useSaveStatementMapping } from '../api/save-statement-mapping';

type MappingField = 'date' | 'description' | 'amount' | 'credit' | 'debit' | 'balance';

export const MAPPING_TITLE = 'Choose columns';

/** What an optional column's select offers for none. */
export const NO_COLUMN = '—';

/**
 * The contract's body, the file's header added to what the form chooses. A day or description left
 * unchosen reads 'This field is required.' (the contract's column choice says only that a string was
 * expected).
 */
const mappingSchema = (columns: string[]): BodySchema<StatementMappingBody> => ({
  safeParse: (input) => {
    const values = input as Record<MappingField, string | null>;
    const parsed = statementMappingBody.safeParse({ ...values, columns });
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue) => {
      const field = issue.path[0];
      const isMissing = (field === 'date' || field === 'description') && values[field] == null;
      return isMissing ? { ...issue, message: REQUIRED } : issue;
    });
    return { success: false, error: { issues } };
  },
});

/** The file's columns a select offers: each named one once, as the file writes it. */
function choices(columns: string[]): string[] {
  const seen = new Set<string>();
  return columns.filter((column) => {
    const key = column.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface ColumnSelectProps {
  form: FormController<MappingField>;
  field: MappingField;
  label: string;
  options: string[];
  /** Optional: '—' for none; else 'Select...' until one is chosen. */
  optional?: boolean;
  hint?: string;
  className?: string;
}

function ColumnSelect({ form, field, label, options, optional = false, hint, className }: ColumnSelectProps) {
  const { values, errors, setValue } = form;
  return (
    <FormField
      controlId={`mapping-${field}`}
      label={label}
      error={errors[field]}
      required={form.isRequired(field)}
      className={className}
    >
      <Form.Select
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
        isInvalid={!!errors[field]}
      >
        <option value="">{optional ? NO_COLUMN : 'Select...'}</option>
        {options.map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </Form.Select>
      {hint && <Form.Text>{hint}</Form.Text>}
    </FormField>
  );
}

interface MappingFormProps {
  result: UploadResult;
  onSaved: (result: UploadResult) => void;
  onDone: () => void;
}

function MappingForm({ result, onSaved, onDone }: MappingFormProps) {
  const save = useSaveStatementMapping();
  const columns = useMemo(() => result.columns ?? [], [result.columns]);
  const schema = useMemo(() => mappingSchema(columns), [columns]);
  const options = useMemo(() => choices(columns), [columns]);
  const form = useForm<MappingField, StatementMappingBody>({
    schema,
    initialValues: { date: '', description: '', amount: '', credit: '', debit: '', balance: '' },
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notify.success(MAPPING_MESSAGES.saved);
      onSaved(result);
      onDone();
    },
  });
  const select = { form, options };

  return (
    <FormDialogBody form={form} label="Columns of the statement" onCancel={onDone}>
      <p className="small mb-3">
        Which columns of <span className="fw-semibold text-break">{result.file}</span> hold each line’s day,
        description and amount. Statements with the same columns are read this way from then on.
      </p>
      <ColumnSelect {...select} field="date" label="Date" />
      <ColumnSelect
        {...select}
        field="description"
        label="Description"
        hint="Who paid, as the bank writes it."
      />
      <ColumnSelect
        {...select}
        field="amount"
        label="Amount"
        optional
        hint="One signed column: money received positive. Or, when the file has two, credit and debit:"
      />
      <Row>
        <Col sm={6}>
          <ColumnSelect {...select} field="credit" label="Credit" optional />
        </Col>
        <Col sm={6}>
          <ColumnSelect {...select} field="debit" label="Debit" optional />
        </Col>
      </Row>
      <ColumnSelect {...select} field="balance" label="Balance" optional hint="Optional." className="mb-0" />
    </FormDialogBody>
  );
}

export interface StatementMappingDialogProps {
  show: boolean;
  /** An upload's result that answered its columns (a CSV statement whose columns no name says). */
  result: UploadResult | null;
  /** After the save: the file is to be uploaded again. */
  onSaved: (result: UploadResult) => void;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * Choose columns (issue 31): which of a CSV statement's columns hold the day, the description and the
 * amount (or the credit and debit), and the balance, each chosen from the file's header. Saved, the
 * toast says to upload the statement again: this upload read nothing of it.
 */
export function StatementMappingDialog({
  show,
  result,
  onSaved,
  onHide,
  onExited,
}: StatementMappingDialogProps) {
  return (
    <FormDialog show={show} title={MAPPING_TITLE} onHide={onHide} onExited={onExited}>
      {result && <MappingForm result={result} onSaved={onSaved} onDone={onHide} />}
    </FormDialog>
  );
}
