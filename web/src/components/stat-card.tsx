import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A figure on a card: its label above, the value (or a dash) below. The grid around it sets the width. */
export function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Body className="py-2">
        <div className="small text-body-secondary">{label}</div>
        <div className="fs-5 fw-semibold">{children}</div>
      </Card.Body>
    </Card>
  );
}

/** What a card shows for a value it does not have (yet, or after a failed load). */
export const MISSING_VALUE = '—';
