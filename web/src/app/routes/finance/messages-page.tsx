import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { MessageListItem } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { IconButton } from '../../../components/icon-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useMessages } from '../../../features/messages/api/get-messages';
import { MessageDetailDialog } from '../../../features/messages/components/message-detail-dialog';
import { MessagesTable } from '../../../features/messages/components/messages-table';
import {
  isMessageKind,
  isMessageStatus,
  KIND_OPTIONS,
  MESSAGE_FILTERS,
  MESSAGES_TITLE,
  STATUS_OPTIONS,
} from '../../../features/messages/messages-text';

const NO_ORDERING: readonly never[] = [];

/**
 * The list: status and kind chips (in the URL, as the page), the table, its pages, and the message
 * opened. The server orders it (newest first): no column sorts.
 */
function MessagesList() {
  const list = useListState({ orderingKeys: NO_ORDERING, filters: MESSAGE_FILTERS });
  const statuses = list.filters.status.filter(isMessageStatus);
  const kinds = list.filters.kind.filter(isMessageKind);
  const messages = useMessages({
    status: statuses.length > 0 ? statuses : undefined,
    kind: kinds.length > 0 ? kinds : undefined,
    page: list.page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(messages.error, 'Failed to load messages:');
  const opened = useModalState<MessageListItem>();

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <ChipFilter
          caption="Status"
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          value={list.filters.status}
          onChange={(values) => list.setFilter('status', values)}
        />
        <ChipFilter
          caption="Message"
          name="kind"
          label="Message"
          options={KIND_OPTIONS}
          value={list.filters.kind}
          onChange={(values) => list.setFilter('kind', values)}
        />
        <IconButton
          icon="bi-arrow-counterclockwise"
          variant="outline-secondary"
          size="sm"
          onClick={list.reset}
        >
          Reset
        </IconButton>
      </div>
      <MessagesTable
        rows={messages.data?.results}
        isLoading={messages.isPending}
        isFetching={messages.isPlaceholderData}
        rowNumberOffset={(list.page - 1) * DEFAULT_PAGE_SIZE}
        onOpen={opened.open}
      />
      <Pager data={messages.data} page={list.page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={list.setPage} />
      <MessageDetailDialog modal={opened} />
    </>
  );
}

/**
 * /messages (Finance > Messages, issue 32): every message to tenants, newest first — receipts,
 * reminders, notices, settlements and statements — with its status; a row opens the text sent, and
 * with `tenants.change` Resend. The route needs `tenants.view`; a direct URL without it lands on the
 * 403 page.
 */
export function MessagesPage() {
  return (
    <>
      <PageBreadcrumb items={[{ label: MESSAGES_TITLE }]} />
      <PageHeader title={MESSAGES_TITLE} />
      <MessagesList />
    </>
  );
}
