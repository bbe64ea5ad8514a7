import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { MessageListItem } from '@bunkhouse/contract';
import { Pager } from '../../../components/pager';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useMessages } from '../api/get-messages';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessagesTable } from './messages-table';

/** The tenant's messages, asked for only while shown: the table, its pages, the message opened. */
function TenantMessagesBody({ tenantId }: { tenantId: number }) {
  const [page, setPage] = useState(1);
  const messages = useMessages({ tenant: tenantId, page, page_size: DEFAULT_PAGE_SIZE });
  useLogError(messages.error, 'Failed to load messages:');
  const opened = useModalState<MessageListItem>();
  return (
    <div className="pt-3">
      <MessagesTable
        label="Messages to the tenant"
        rows={messages.data?.results}
        isLoading={messages.isPending}
        isFetching={messages.isPlaceholderData}
        rowNumberOffset={(page - 1) * DEFAULT_PAGE_SIZE}
        onOpen={opened.open}
      />
      <Pager data={messages.data} page={page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
      <MessageDetailDialog modal={opened} />
    </div>
  );
}

/**
 * A tenant's messages (receipts, reminders, notices, statements), folded on their page: the list of
 * Finance > Messages for this tenant alone, loaded when unfolded. Its page is the section's own.
 */
export function TenantMessages({ tenantId }: { tenantId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section className="mt-4" aria-labelledby="tenant-messages-title">
      <h2 className="h5 mb-0" id="tenant-messages-title">
        <Button
          variant="link"
          className="p-0 text-decoration-none fs-5"
          aria-expanded={isOpen}
          aria-controls="tenant-messages-body"
          onClick={() => setIsOpen((open) => !open)}
        >
          <i className={`bi ${isOpen ? 'bi-chevron-down' : 'bi-chevron-right'} me-1`} aria-hidden="true" />
          Messages
        </Button>
      </h2>
      <Collapse in={isOpen} mountOnEnter unmountOnExit>
        <div id="tenant-messages-body">
          <TenantMessagesBody tenantId={tenantId} />
        </div>
      </Collapse>
    </section>
  );
}
