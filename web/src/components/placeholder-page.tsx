import Card from 'react-bootstrap/Card';

/** Stands in for a screen that is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <h1 className="h3 mb-3">{title}</h1>
      <Card>
        <Card.Body className="text-body-secondary">This screen is coming soon.</Card.Body>
      </Card>
    </>
  );
}
