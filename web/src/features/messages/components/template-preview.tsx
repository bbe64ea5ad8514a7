import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { MessageKind, MessagePreview } from '@bunkhouse/contract';
import type { SelectOption } from '../../../components/async-select';
import { TenantSelect } from '../../../components/tenant-select';
import { toFormErrors } from '../../../lib/form-errors';
import { usePreviewMessageTemplate } from '../api/preview-message-template';
import { MessageText } from './message-text';

export interface TemplatePreviewProps {
  kind: MessageKind;
  /** The subject and body as typed, not yet saved. */
  subject: string;
  body: string;
}

/** A refusal of the preview in one sentence: the server's field messages (an unknown field), else its words. */
function refusalOf(error: unknown): string {
  const { fields, banner } = toFormErrors(error);
  return [...Object.values(fields), ...(banner ? [banner] : [])].join(' ');
}

/**
 * The template as typed, written for one real tenant by the server (Preview, on demand): To, Subject
 * and the body as it would be sent. Nothing is stored or sent.
 */
export function TemplatePreview({ kind, subject, body }: TemplatePreviewProps) {
  const preview = usePreviewMessageTemplate();
  const [tenant, setTenant] = useState<SelectOption | null>(null);
  const [result, setResult] = useState<MessagePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = () => {
    if (!tenant) {
      setProblem('Choose a tenant to write the preview for.');
      return;
    }
    setProblem(null);
    preview.mutate(
      { kind, body: { subject, body, tenant_id: tenant.value } },
      {
        onSuccess: setResult,
        onError: (error) => {
          setResult(null);
          setProblem(refusalOf(error));
        },
      },
    );
  };

  return (
    <section className="border rounded p-3" aria-labelledby="template-preview-title">
      <h3 className="h6" id="template-preview-title">
        Preview
      </h3>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <Form.Group controlId="template-preview-tenant" className="flex-grow-1">
          <Form.Label className="small mb-1">Tenant</Form.Label>
          <TenantSelect
            inputId="template-preview-tenant"
            value={tenant}
            onChange={(option) => {
              setTenant(option);
              setProblem(null);
            }}
            isClearable
          />
        </Form.Group>
        <Button variant="outline-primary" onClick={run} disabled={preview.isPending}>
          {preview.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Preview
        </Button>
      </div>
      {problem && (
        <Alert variant="danger" className="mb-0" role="status">
          {problem}
        </Alert>
      )}
      {result && !problem && (
        <dl className="mb-0" aria-label="Preview of the message">
          <dt className="small text-body-secondary fw-normal">To</dt>
          <dd>{result.to ?? 'No e-mail address: this tenant would not get it.'}</dd>
          <dt className="small text-body-secondary fw-normal">Subject</dt>
          <dd>{result.subject}</dd>
          <dt className="small text-body-secondary fw-normal">Body</dt>
          <dd className="mb-0">
            <MessageText text={result.body} label="Body of the preview" />
          </dd>
        </dl>
      )}
    </section>
  );
}
