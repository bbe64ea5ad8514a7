import { StatusPage } from './status-page';

export function ServerErrorPage() {
  return (
    <StatusPage icon="bi-cloud-slash" title="Server Error">
      <p>Something went wrong on our end. Please try again later.</p>
    </StatusPage>
  );
}
