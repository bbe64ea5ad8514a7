import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { LayoutTestResult, MailLayout, MailKind } from '@bunkhouse/contract';
import { DetailList } from '../../../components/detail-list';
import { toFormErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { useTestMailLayout } from '../api/test-mail-layout';
import { TEST_KIND_LABELS } from '../settings-text';

const DASH = '—';

const KIND_VARIANTS: Record<MailKind, string> = {
  candidate: 'success',
  unverified: 'warning',
  none: 'secondary',
};

/** What the rules and layouts made of the mail: its kind, payer, amount and why. */
function TestResult({ result }: { result: LayoutTestResult }) {
  const kind = (
    <Badge pill bg={KIND_VARIANTS[result.kind]} text={result.kind === 'unverified' ? 'dark' : undefined}>
      {TEST_KIND_LABELS[result.kind]}
    </Badge>
  );
  return (
    <div role="status" aria-label="Test result">
      <DetailList
        label="Test result"
        itemClassName="col-sm-4"
        items={[
          { label: 'Kind', value: kind },
          { label: 'Payer', value: result.payer ?? DASH },
          { label: 'Amount', value: result.amount ? formatMoney(result.amount) : DASH },
          { label: 'Why', value: result.why, className: 'col-12' },
        ]}
      />
    </div>
  );
}

/**
 * Test a layout: the mail it was taught from (while the ingest log keeps it), or a pasted one, read by
 * every rule and layout as stored (save an edit first); nothing is stored.
 */
export function LayoutTest({ layout }: { layout: MailLayout }) {
  const mailId = useId();
  const test = useTestMailLayout();
  const [mail, setMail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasSample = layout.sample_message_id !== null;

  const run = () => {
    setError(null);
    test.reset();
    const raw = mail.trim() === '' ? undefined : mail;
    test.mutate(
      { id: layout.id, body: raw === undefined ? {} : { raw } },
      {
        onError: (failure) => {
          const { fields, banner } = toFormErrors(failure);
          setError([...Object.values(fields), banner].filter(Boolean).join(' '));
        },
      },
    );
  };

  return (
    <section className="border-top pt-3 mt-3" aria-label={`Test the layout of ${layout.sender_domain}`}>
      <h4 className="h6">Test</h4>
      <Form.Group className="mb-2" controlId={mailId}>
        <Form.Label className="small">Pasted mail (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          className="font-monospace small"
          value={mail}
          onChange={(event) => {
            setMail(event.target.value);
            setError(null);
          }}
          isInvalid={!!error}
          spellCheck={false}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text>
          {hasSample
            ? 'Left empty, the mail it was taught from is read. '
            : 'The mail it was taught from is no longer kept: paste one. '}
          The whole mail, headers included, as an .eml file holds it; read with the layouts as saved.
        </Form.Text>
      </Form.Group>
      <Button variant="outline-primary" size="sm" className="mb-3" onClick={run} disabled={test.isPending}>
        {test.isPending ? 'Testing...' : 'Test'}
      </Button>
      {test.data && <TestResult result={test.data} />}
    </section>
  );
}
