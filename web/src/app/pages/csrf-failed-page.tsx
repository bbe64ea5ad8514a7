import { StatusPage } from './status-page';

export function CsrfFailedPage() {
  return (
    <StatusPage icon="bi-exclamation-octagon" title="Form Error">
      <p>Security check failed. Please refresh the page and try again.</p>
    </StatusPage>
  );
}
