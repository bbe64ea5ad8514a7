import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { SUB_TYPE_KINDS, SUB_TYPE_LABELS } from '@bunkhouse/contract';
import type { SubType, SubTypeKind } from '@bunkhouse/contract';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { IconButton } from '../../../components/icon-button';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import { toErrorMessage } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useUpdateSubType } from '../api/update-sub-type';
import { KIND_TITLES, subTypesToasts } from '../settings-text';
import { SubTypeDialog } from './sub-type-dialog';
import type { SubTypeSubject } from './sub-type-dialog';

const DASH = '—';

interface RowActions {
  onEdit: (subType: SubType) => void;
  onToggle: (subType: SubType) => void;
  /** The sub-type whose (de)activation is running. */
  pendingId: number | null;
}

const patternChips = (patterns: readonly string[]) =>
  patterns.length === 0 ? (
    DASH
  ) : (
    <div className="d-flex flex-wrap gap-1">
      {patterns.map((pattern) => (
        <code key={pattern} className="border rounded px-1">
          {pattern}
        </code>
      ))}
    </div>
  );

function columnsOf(kind: SubTypeKind, actions: RowActions): DataTableColumn<SubType>[] {
  return [
    { key: 'name', label: 'Name', essential: true, render: (row) => row.name },
    ...(kind === 'fee'
      ? [
          {
            key: 'default_amount',
            label: 'Default amount',
            essential: true,
            className: 'text-end text-nowrap',
            render: (row: SubType) => (row.default_amount ? formatMoney(row.default_amount) : DASH),
          },
        ]
      : []),
    ...(kind === 'payment'
      ? [
          {
            key: 'detection_patterns',
            label: 'Detection patterns',
            render: (row: SubType) => patternChips(row.detection_patterns),
          },
        ]
      : []),
    {
      key: 'is_active',
      label: 'Active',
      essential: true,
      render: (row) =>
        row.is_active ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>,
    },
    {
      key: 'actions',
      label: 'Actions',
      essential: true,
      className: 'text-nowrap',
      render: (row) => (
        <div className="d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => actions.onEdit(row)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant={row.is_active ? 'outline-danger' : 'outline-success'}
            disabled={actions.pendingId === row.id}
            onClick={() => actions.onToggle(row)}
          >
            {row.is_active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * Settings > Payment methods and sub-types: a table per kind with New, Edit (the name; a fee type's
 * default amount; a payment method's detection patterns) and Deactivate/Reactivate. An inactive
 * sub-type is kept on the entries that use it and is no longer offered for new ones.
 */
export function SubTypesTables() {
  const subTypes = useSubTypes({});
  useLogError(subTypes.error, `${subTypesToasts.loadFailed}:`);
  const toggle = useUpdateSubType();
  const dialog = useModalState<SubTypeSubject>();
  const actions: RowActions = {
    onEdit: (subType) => dialog.open({ kind: subType.type, subType }),
    onToggle: (subType) =>
      toggle.mutate(
        { id: subType.id, body: { is_active: !subType.is_active } },
        {
          onSuccess: (saved) => notify.success(subTypesToasts.activeChanged(saved)),
          onError: (error) => notify.error(toErrorMessage(error, 'update')),
        },
      ),
    pendingId: toggle.isPending ? toggle.variables.id : null,
  };

  return (
    <>
      {SUB_TYPE_KINDS.map((kind) => (
        <section key={kind} className="mb-4" aria-labelledby={`sub-types-${kind}`}>
          <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
            <h2 className="h5 mb-0" id={`sub-types-${kind}`}>
              {KIND_TITLES[kind]}
            </h2>
            <IconButton
              icon="bi-plus-lg"
              size="sm"
              aria-label={`New ${SUB_TYPE_LABELS[kind]}`}
              onClick={() => dialog.open({ kind })}
            >
              New
            </IconButton>
          </div>
          <DataTable
            label={KIND_TITLES[kind]}
            className="data-table-compact"
            columns={columnsOf(kind, actions)}
            rows={subTypes.data?.filter((subType) => subType.type === kind)}
            getRowKey={(row) => row.id}
            isLoading={subTypes.isPending}
          />
        </section>
      ))}
      <SubTypeDialog
        show={dialog.isOpen}
        subject={dialog.subject}
        onHide={dialog.close}
        onExited={dialog.onExited}
      />
    </>
  );
}
