import Spinner from 'react-bootstrap/Spinner';

/** Covers the whole window with a centred spinner and a short text. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="mt-3 text-body-secondary">{label}</span>
    </div>
  );
}
