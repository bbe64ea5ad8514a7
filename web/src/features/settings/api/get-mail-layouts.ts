import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, mailLayout } from '@bunkhouse/contract';
import type { MailLayout } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { candidatesKeys } from '../../../lib/query-keys';

const mailLayouts = mailLayout.array();

/** GET /api/mail-layouts/: the layouts taught from mails that needed a look (a short list, not paged). */
export async function getMailLayouts(signal?: AbortSignal): Promise<MailLayout[]> {
  return mailLayouts.parse(await apiClient.get(apiPaths.mailLayouts, { signal }));
}

export const mailLayoutsQueryOptions = () =>
  queryOptions({ queryKey: candidatesKeys.layouts(), queryFn: ({ signal }) => getMailLayouts(signal) });

/** Needs `candidates.view` (Settings shows them to `settings.change`, who edits them). */
export const useMailLayouts = () => useQuery(mailLayoutsQueryOptions());
