import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { toQueryString } from '../../../lib/query-string';

/**
 * GET /api/tenants/{id}/statement/?start=&end=: the tenant's statement of those days as a PDF, sent as
 * an attachment: a link the browser downloads (the session's cookie goes with it), not a fetch.
 */
export const tenantStatementHref = (tenantId: number, range: { start: string; end: string }) =>
  `${pathWithId(apiPaths.tenantStatement, tenantId)}${toQueryString(range)}`;
