import Button from 'react-bootstrap/Button';
import { useRouteError } from 'react-router';
import { StatusPage } from './status-page';

/** Anything a page throws while rendering, a screen's code failing to load included. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|importing a module script|chunk/i.test(error.message);
  return (
    <StatusPage icon="bi-bug" title="Something went wrong">
      <p>
        {isChunkError
          ? 'This screen could not be loaded. A newer version of Bunkhouse may be available.'
          : 'The page stopped working unexpectedly.'}
      </p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </StatusPage>
  );
}
