import { lazy } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGE_KIND_LABELS } from '@bunkhouse/contract';
import type { MessageTemplate } from '@bunkhouse/contract';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useMessageTemplates } from '../api/get-message-templates';
import { WhenOpen } from '../../../components/when-open';
import './messages.css';

// The editor's code (the tenant select of its preview) loads when it first opens, not with Settings.
const TemplateDialog = lazy(() => import('./template-dialog').then((m) => ({ default: m.TemplateDialog })));

/**
 * Settings > Message templates (a plain list with Bootstrap's classes: react-bootstrap's ListGroup
 * made the bundler split the shell's modal and toasts out of the first download, 5 kB more on every
 * screen): each kind of message (receipt, reminder, …) with its subject, whether
 * it is the product's text (Default) or edited here (Edited), and Edit, which opens the template in a
 * dialog.
 */
export function MessageTemplatesCard() {
  const templates = useMessageTemplates();
  useLogError(templates.error, 'Failed to load the message templates:');
  const editing = useModalState<MessageTemplate>();
  return (
    <Card className="mb-3" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <h2 className="h5">Message templates</h2>
        <p className="text-body-secondary">
          The subject and text of each message to tenants, with fields such as {'{first_name}'} filled in for
          each.
        </p>
        {templates.isPending && (
          <div className="text-body-secondary">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading data...
          </div>
        )}
        {templates.isError && <p className="text-danger mb-0">Failed to load the message templates.</p>}
        {templates.data && (
          <ul className="list-group" aria-label="Message templates">
            {templates.data.map((template) => (
              <li key={template.kind} className="list-group-item d-flex align-items-center gap-2">
                <div className="flex-grow-1 message-template-text">
                  <div className="fw-semibold">
                    {MESSAGE_KIND_LABELS[template.kind]}{' '}
                    <Badge pill bg={template.is_default ? 'secondary' : 'info'}>
                      {template.is_default ? 'Default' : 'Edited'}
                    </Badge>
                  </div>
                  <div className="small text-body-secondary text-truncate">{template.subject}</div>
                </div>
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => editing.open(template)}
                  aria-label={`Edit ${MESSAGE_KIND_LABELS[template.kind]}`}
                >
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
      <WhenOpen modal={editing}>
        <TemplateDialog
          template={editing.subject}
          show={editing.isOpen}
          onHide={editing.close}
          onExited={editing.onExited}
        />
      </WhenOpen>
    </Card>
  );
}
