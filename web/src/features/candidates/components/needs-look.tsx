import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { NeedsLookEntry, Paged } from '@bunkhouse/contract';
import { Pager } from '../../../components/pager';
import { formatDateTime } from '../../../lib/format';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { LAYOUT_MESSAGES } from '@bunkhouse/contract';
import { failureMessage } from '../candidates-text';
import { notify } from '../../../lib/notify';
import { useDismissNeedsLook } from '../api/dismiss-needs-look';
import { useNeedsLook } from '../api/get-needs-look';
import { MailText } from './mail-text';
import { TEACH_TITLE, TeachLayoutDialog } from './teach-layout-dialog';

/** Sets a waiting mail aside: it is no payment (a newsletter, an order notice). */
function NotAPayment({ entry }: { entry: NeedsLookEntry }) {
  const dismiss = useDismissNeedsLook();
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      disabled={dismiss.isPending}
      aria-label={`Not a payment: ${entry.subject || '(no subject)'}`}
      onClick={() =>
        dismiss.mutate(entry.id, {
          onSuccess: () => notify.success(LAYOUT_MESSAGES.dismissed),
          onError: (error) => notify.error(failureMessage('Failed to set the mail aside', error)),
        })
      }
    >
      Not a payment
    </Button>
  );
}

/** One waiting mail: who sent it, its subject and day, its text, Teach this layout and Not a payment. */
function WaitingMail({
  entry,
  canTeach,
  onTeach,
}: {
  entry: NeedsLookEntry;
  canTeach: boolean;
  onTeach: (entry: NeedsLookEntry) => void;
}) {
  const titleId = `needs-look-${entry.id}`;
  return (
    <li className="border rounded p-3 mb-3" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
        <div className="text-break">
          <div className="fw-semibold" id={titleId}>
            {entry.subject || '(no subject)'}
          </div>
          <div className="small">
            {entry.from} <span className="text-body-secondary">· verified for {entry.sender_domain}</span>
          </div>
          <div className="small text-body-secondary">Received {formatDateTime(entry.received_at)}</div>
        </div>
        {canTeach && (
          <div className="d-flex gap-2">
            <Button size="sm" variant="outline-primary" onClick={() => onTeach(entry)}>
              {TEACH_TITLE}
            </Button>
            <NotAPayment entry={entry} />
          </div>
        )}
      </div>
      <MailText text={entry.text} label={`Text of the mail: ${entry.subject}`} />
    </li>
  );
}

interface NeedsLookBodyProps {
  data: Paged<NeedsLookEntry> | undefined;
  isPending: boolean;
  error: unknown;
  page: number;
  onPageChange: (page: number) => void;
  canTeach: boolean;
}

/** The list, shown unfolded: its load failure is logged then (the fold's count only shows nothing). */
function NeedsLookBody({ data, isPending, error, page, onPageChange, canTeach }: NeedsLookBodyProps) {
  useLogError(error, 'Failed to load the mails that need a look:');
  const dialog = useModalState<NeedsLookEntry>();
  let content;
  if (isPending) content = <p className="text-body-secondary">Loading...</p>;
  else if (!data) content = <p className="text-danger">Failed to load the mails that need a look.</p>;
  else if (data.results.length === 0) {
    content = <p className="text-body-secondary">No mail is waiting for a look.</p>;
  } else {
    content = (
      <ul className="list-unstyled mb-0" aria-label="Mails that need a look">
        {data.results.map((entry) => (
          <WaitingMail key={entry.id} entry={entry} canTeach={canTeach} onTeach={dialog.open} />
        ))}
      </ul>
    );
  }
  return (
    <div className="pt-3">
      <p className="small text-body-secondary">
        Mails from a verified sender that no rule reads. Teach Bunkhouse a layout from one, and its next mails
        of that layout are read as payment candidates.
      </p>
      {content}
      <Pager data={data} page={page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={onPageChange} />
      <TeachLayoutDialog
        show={dialog.isOpen}
        entry={dialog.subject}
        onHide={dialog.close}
        onExited={dialog.onExited}
      />
    </div>
  );
}

/**
 * Needs a look (issue 31, "Teach a layout"), folded like the ingest log: the mails from a verified
 * sender that no rule reads, their count on the fold when there are any (folded, a page of one mail is
 * asked for it). Unfolded, each mail with its text and, with `candidates.apply`, Teach this layout. Its
 * page is the section's own, not the URL's.
 */
export function NeedsLook({ canTeach }: { canTeach: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [page, setPage] = useState(1);
  // Folded, only the count is wanted: a page of one, as the server reads each mail's text to answer.
  const waiting = useNeedsLook(isOpen ? { page, page_size: DEFAULT_PAGE_SIZE } : { page: 1, page_size: 1 });
  const count = waiting.data?.count ?? 0;
  return (
    <section className="mb-3" aria-labelledby="needs-look-title">
      <h2 className="h5 mb-0" id="needs-look-title">
        <Button
          variant="link"
          className="p-0 text-decoration-none fs-5"
          aria-expanded={isOpen}
          aria-controls="needs-look-body"
          onClick={() => setIsOpen((open) => !open)}
        >
          <i className={`bi ${isOpen ? 'bi-chevron-down' : 'bi-chevron-right'} me-1`} aria-hidden="true" />
          Needs a look
          {count > 0 && (
            <>
              {' '}
              <Badge pill bg="warning" text="dark" className="ms-1 align-middle" aria-hidden="true">
                {count}
              </Badge>
              <span className="visually-hidden">{count === 1 ? '1 mail' : `${count} mails`}</span>
            </>
          )}
        </Button>
      </h2>
      <Collapse in={isOpen} mountOnEnter unmountOnExit>
        <div id="needs-look-body">
          <NeedsLookBody
            data={waiting.data}
            isPending={waiting.isPending}
            error={waiting.error}
            page={page}
            onPageChange={setPage}
            canTeach={canTeach}
          />
        </div>
      </Collapse>
    </section>
  );
}
