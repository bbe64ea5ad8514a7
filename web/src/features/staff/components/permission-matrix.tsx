import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  isPermission,
  PERMISSION_ACTIONS,
  PERMISSION_LABELS,
  PERMISSION_RESOURCES,
} from '@bunkhouse/contract';
import type { Permission } from '@bunkhouse/contract';
import { capitalize } from '../staff-text';

export interface PermissionMatrixProps {
  selected: ReadonlySet<Permission>;
  onChange: (selected: Set<Permission>) => void;
  /** Managers: every box shows, none can be changed. */
  isReadOnly?: boolean;
  /** A permission whose box can be changed (one the signed-in user holds); the others are greyed out. */
  canChange?: (codename: Permission) => boolean;
}

const ANY: (codename: Permission) => boolean = () => true;

/** The codenames of one resource's row, in the columns' order. */
const rowOf = (resource: string): Permission[] =>
  PERMISSION_ACTIONS.map((action) => `${resource}.${action}`).filter(isPermission);

/**
 * Resources as rows, actions as columns: a checkbox where the permission exists (its label for screen
 * readers and as a tooltip), an empty cell where it does not. A row header's button selects the row's
 * changeable boxes, or clears them when they are all ticked.
 */
export function PermissionMatrix({
  selected,
  onChange,
  isReadOnly = false,
  canChange = ANY,
}: PermissionMatrixProps) {
  const set = (codenames: readonly Permission[], isOn: boolean) => {
    const next = new Set(selected);
    for (const codename of codenames) {
      if (isOn) next.add(codename);
      else next.delete(codename);
    }
    onChange(next);
  };

  return (
    <div className="table-responsive">
      <Table size="sm" bordered className="align-middle text-center mb-0" aria-label="Permissions">
        <thead>
          <tr>
            <th scope="col" className="text-start">
              Area
            </th>
            {PERMISSION_ACTIONS.map((action) => (
              <th scope="col" key={action}>
                {capitalize(action)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_RESOURCES.map((resource) => {
            const row = isReadOnly ? [] : rowOf(resource).filter(canChange);
            const isFull = row.every((codename) => selected.has(codename));
            return (
              <tr key={resource}>
                <th scope="row" className="text-start text-nowrap">
                  {row.length === 0 ? (
                    capitalize(resource)
                  ) : (
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 text-start text-decoration-none"
                      onClick={() => set(row, !isFull)}
                    >
                      {capitalize(resource)}
                      <span className="visually-hidden">
                        {isFull ? ': clear the row' : ': select the whole row'}
                      </span>
                    </button>
                  )}
                </th>
                {PERMISSION_ACTIONS.map((action) => {
                  const codename = `${resource}.${action}`;
                  if (!isPermission(codename)) return <td key={action} className="bg-body-tertiary" />;
                  const label = PERMISSION_LABELS[codename];
                  return (
                    <td key={action}>
                      <Form.Check.Input
                        type="checkbox"
                        aria-label={label}
                        title={label}
                        checked={selected.has(codename)}
                        disabled={isReadOnly || !canChange(codename)}
                        onChange={(event) => set([codename], event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
