import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLogError } from '../../../lib/use-log-error';
import { useBalancePage } from '../../../features/balance/api/get-balance-page';
import { BalanceView } from '../../../features/balance/components/balance-view';

/** What the server said of a link it refused (not valid, expired), else null. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail !== '' ? detail : null;
}

/**
 * /balance/{token} (issue 32): a tenant's balance, for anyone holding the link; outside the signed-in
 * shell (app/shell/public-layout.tsx), so it asks for nothing but its own page. A link the server
 * refuses shows the server's sentence (not valid, expired: ask for a new one).
 */
export function BalancePage() {
  const token = useParams().token ?? '';
  const page = useBalancePage(token);
  const refusal = refusalOf(page.error);
  useLogError(refusal ? null : page.error, 'Failed to load the balance page:');
  if (page.data) return <BalanceView page={page.data} token={token} />;
  if (page.isError) {
    return (
      <Alert variant={refusal ? 'warning' : 'danger'} className="mt-3">
        {refusal ?? 'Your balance could not be loaded. Try again later.'}
      </Alert>
    );
  }
  return (
    <div className="text-body-secondary py-4 text-center" role="status">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      Loading your balance...
    </div>
  );
}
