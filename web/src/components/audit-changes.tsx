import type { AuditEntry } from '@bunkhouse/contract';

const NONE = '—';

/** One recorded value as a person reads it: text as it is, nothing as a dash, the rest as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `field: before → after`, one line per changed field (personal data reads "(changed)"). */
export const describeChanges = (changes: AuditEntry['changes']): string[] =>
  Object.entries(changes ?? {}).map(
    ([field, { from, to }]) => `${field}: ${formatAuditValue(from)} → ${formatAuditValue(to)}`,
  );

/** What an entry recorded besides its changes, in one line: `field: value` pairs. */
export const describeDetail = (detail: AuditEntry['detail']): string =>
  Object.entries(detail ?? {})
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

export interface AuditChangesProps {
  entry: Pick<AuditEntry, 'changes' | 'detail' | 'request_id'>;
  /** Without changes, show what the entry recorded instead (a history has no Detail column). */
  withDetail?: boolean;
}

/** An entry's changed fields, a line each, and the id of the request that made them (small, monospace). */
export function AuditChanges({ entry, withDetail = false }: AuditChangesProps) {
  const lines = describeChanges(entry.changes);
  if (lines.length === 0 && withDetail && entry.detail) lines.push(describeDetail(entry.detail));
  return (
    <>
      {lines.length > 0 && (
        <ul className="list-unstyled mb-0">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {entry.request_id && (
        <div className="font-monospace small text-body-secondary" title="Request id">
          {entry.request_id}
        </div>
      )}
    </>
  );
}
