import { useEffect, useState } from 'react';
import { CANDIDATE_ORDERING } from '@bunkhouse/contract';
import type { UploadResult } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { listQuery, listView } from '../../../lib/list-page';
import { notify } from '../../../lib/notify';
import { useListState } from '../../../lib/use-list-state';
import { useCandidates } from '../../../features/candidates/api/get-candidates';
import {
  CANDIDATE_FILTERS,
  CANDIDATES_TITLE,
  candidatesToasts,
  DEFAULT_CANDIDATE_ORDERING,
  isCandidateStatus,
  STATUS_OPTIONS,
} from '../../../features/candidates/candidates-text';
import { CandidatesTable } from '../../../features/candidates/components/candidates-table';
import { IngestLog } from '../../../features/candidates/components/ingest-log';
import { NeedsLook } from '../../../features/candidates/components/needs-look';
import { UploadMailsButton, UploadResults } from '../../../features/candidates/components/upload-mails';
import { useCandidatesPermissions } from '../../../features/candidates/use-candidates-permissions';

/** The list: search, status chips, the table, its pages. */
function CandidatesList({ canDecide }: { canDecide: boolean }) {
  const list = useListState({ orderingKeys: CANDIDATE_ORDERING, filters: CANDIDATE_FILTERS });
  const statuses = list.filters.status.filter(isCandidateStatus);
  const candidates = useCandidates(listQuery(list, { status: statuses.length > 0 ? statuses : undefined }));
  useEffect(() => {
    if (candidates.error) notify.error(candidatesToasts.loadFailed);
  }, [candidates.error]);
  const view = listView(list, candidates);

  return (
    <>
      <ListToolbar list={list} placeholder="Search by name or reference...">
        <ChipFilter
          caption="Status"
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          value={list.filters.status}
          onChange={(values) => list.setFilter('status', values)}
        />
      </ListToolbar>
      <CandidatesTable
        {...view.table}
        ordering={list.ordering ?? DEFAULT_CANDIDATE_ORDERING}
        canDecide={canDecide}
      />
      <Pager {...view.pager} />
    </>
  );
}

/**
 * /payment-candidates (Finance > Payment Candidates): payments found in the mailbox, in uploaded
 * mails or on uploaded bank statements, each applied to a tenant (a payment) or ignored; the upload of
 * .eml, .ofx, .qfx and .csv files with what became of each; the mails that need a look (a verified
 * sender no rule reads), from which a layout is taught; and the ingest log. The route needs
 * `candidates.view` (a direct URL without it lands on the 403 page); deciding, uploading and teaching
 * need `candidates.apply`.
 */
export function PaymentCandidatesPage() {
  const { canApply } = useCandidatesPermissions();
  const [uploaded, setUploaded] = useState<UploadResult[] | null>(null);
  return (
    <>
      <PageBreadcrumb items={[{ label: CANDIDATES_TITLE }]} />
      <PageHeader title={CANDIDATES_TITLE}>
        {canApply && <UploadMailsButton onUploaded={setUploaded} />}
      </PageHeader>
      {uploaded && <UploadResults results={uploaded} onClose={() => setUploaded(null)} />}
      <NeedsLook canTeach={canApply} />
      <CandidatesList canDecide={canApply} />
      <IngestLog />
    </>
  );
}
