import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';
import { toErrorMessage } from '../lib/form-errors';
import { PageHeader } from './page-header';

/** A detail page whose record could not be loaded: not found (404, or an id that is no id), or why. */
export function DetailLoadError({
  what,
  error,
  listHref,
  listLabel,
}: {
  /** 'Room' */
  what: string;
  /** null: the id in the URL names no record. */
  error: unknown;
  listHref: string;
  listLabel: string;
}) {
  const isNotFound = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <>
      <PageHeader title={isNotFound ? `${what} not found` : what} />
      <Alert variant={isNotFound ? 'warning' : 'danger'}>
        {isNotFound
          ? `This ${what.toLowerCase()} does not exist. It may have been deleted.`
          : toErrorMessage(error, 'load')}
      </Alert>
      <Link to={listHref}>Back to {listLabel}</Link>
    </>
  );
}
