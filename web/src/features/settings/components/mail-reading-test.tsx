import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { mailReadingBody } from '@bunkhouse/contract';
import type { MailReading } from '@bunkhouse/contract';
import { DetailList } from '../../../components/detail-list';
import { toFormErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { useReadTestMail } from '../api/read-test-mail';
import { patternsOf } from '../settings-text';

const DASH = '—';

type Payment = MailReading['payments'][number];

const itemsOf = (payment: Payment) => [
  { label: 'Method', value: payment.method ?? DASH },
  { label: 'Payer', value: payment.payer ?? DASH },
  { label: 'Amount', value: payment.amount ? formatMoney(payment.amount) : DASH },
  { label: 'Reference', value: payment.reference ?? DASH },
  { label: 'Date', value: payment.date ?? DASH },
  { label: 'Why', value: payment.why, className: 'col-12' },
  { label: 'Verification', value: payment.verification, className: 'col-12' },
];

/** How the parser read the mail: its subject and sender, then each payment found in it. */
function Reading({ reading }: { reading: MailReading }) {
  return (
    <div role="status" aria-label="Mail reading">
      <p className="small mb-2">
        <span className="fw-semibold">{reading.subject || '(no subject)'}</span> from {reading.from || DASH}
      </p>
      {reading.payments.length === 0 && <Alert variant="warning">No payment found in this mail.</Alert>}
      {reading.payments.map((payment, index) => (
        <DetailList
          key={index}
          label={`Payment ${index + 1}`}
          items={itemsOf(payment)}
          itemClassName="col-sm-6"
        />
      ))}
    </div>
  );
}

export interface MailReadingTestProps {
  methodId: number;
  /** The patterns as typed in the dialog (one a line), tried in place of the stored ones. */
  patterns: string;
}

/**
 * "Test against a pasted mail": the parser reads the mail as it would from the mailbox, with this
 * payment method's patterns as typed; nothing is stored.
 */
export function MailReadingTest({ methodId, patterns }: MailReadingTestProps) {
  const mailId = useId();
  const read = useReadTestMail();
  const [mail, setMail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = () => {
    setError(null);
    read.reset();
    const parsed = mailReadingBody.safeParse({
      mail,
      method_id: methodId,
      detection_patterns: patternsOf(patterns),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    read.mutate(parsed.data, {
      onError: (failure) => {
        const { fields, banner } = toFormErrors(failure);
        setError([...Object.values(fields), banner].filter(Boolean).join(' '));
      },
    });
  };

  return (
    <section className="border-top pt-3" aria-label="Test against a pasted mail">
      <h3 className="h6">Test against a pasted mail</h3>
      <Form.Group className="mb-2" controlId={mailId}>
        <Form.Label className="small">Pasted mail</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          className="font-monospace small"
          value={mail}
          onChange={(event) => setMail(event.target.value)}
          isInvalid={!!error}
          spellCheck={false}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text>The whole mail, headers included, as an .eml file holds it.</Form.Text>
      </Form.Group>
      <Button variant="outline-primary" size="sm" className="mb-3" onClick={run} disabled={read.isPending}>
        {read.isPending ? 'Testing...' : 'Test'}
      </Button>
      {read.data && <Reading reading={read.data} />}
    </section>
  );
}
