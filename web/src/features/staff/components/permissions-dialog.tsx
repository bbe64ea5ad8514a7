import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { PERMISSIONS, STAFF_MESSAGES } from '@bunkhouse/contract';
import type { Permission, StaffGroup } from '@bunkhouse/contract';
import { focusFirstField } from '../../../lib/focus';
import { SAVING_TEXT } from '../../../lib/form-text';
import { notify } from '../../../lib/notify';
import { useUpdateGroup } from '../api/update-group';
import { toErrorMessage } from '../../../lib/form-errors';
import { staffToasts } from '../staff-text';
import { useGrants } from '../use-grants';
import { PermissionMatrix } from './permission-matrix';

export interface PermissionsDialogProps {
  show: boolean;
  group: StaffGroup | null;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * A group's permissions in the matrix; Save replaces them (PATCH). Managers, and a group of the
 * signed-in user's own, only look; a permission they do not hold is greyed out (decision 033).
 */
export function PermissionsDialog({ show, group, onHide, onExited }: PermissionsDialogProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      size="lg"
      aria-labelledby={titleId}
      backdrop="static"
    >
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Permissions of {group?.name}</Modal.Title>
      </Modal.Header>
      {group && <PermissionsEditor group={group} onDone={onHide} />}
    </Modal>
  );
}

function PermissionsEditor({ group, onDone }: { group: StaffGroup; onDone: () => void }) {
  const update = useUpdateGroup();
  const [selected, setSelected] = useState<ReadonlySet<Permission>>(() => new Set(group.permissions));
  const [banner, setBanner] = useState<string | null>(null);
  const grants = useGrants();
  const isOwn = !grants.canChangePermissionsOf(group);
  const isReadOnly = !group.is_editable || isOwn;
  const lacksSome = PERMISSIONS.some((codename) => !grants.canGrant(codename));
  const bodyRef = useRef<HTMLDivElement>(null);
  // The first box of the matrix takes focus (none when it is read-only: the dialog keeps it).
  useEffect(() => {
    focusFirstField(bodyRef.current);
  }, []);

  const save = () => {
    setBanner(null);
    const permissions = PERMISSIONS.filter((codename) => selected.has(codename));
    update.mutate(
      { id: group.id, body: { permissions } },
      {
        onSuccess: () => {
          notify.success(staffToasts.permissionsSaved);
          onDone();
        },
        onError: (error) => setBanner(toErrorMessage(error, 'save')),
      },
    );
  };

  return (
    <>
      <Modal.Body ref={bodyRef}>
        {banner && <Alert variant="danger">{banner}</Alert>}
        {!group.is_editable && <p className="text-body-secondary">{STAFF_MESSAGES.managersFixed}</p>}
        {group.is_editable && isOwn && (
          <p className="text-body-secondary">{STAFF_MESSAGES.ownGroupPermissions}</p>
        )}
        {!isReadOnly && lacksSome && (
          <p className="text-body-secondary">{STAFF_MESSAGES.permissionNotHeld}</p>
        )}
        <PermissionMatrix
          selected={selected}
          onChange={setSelected}
          isReadOnly={isReadOnly}
          canChange={grants.canGrant}
        />
        <p className="small text-body-secondary mt-2 mb-0">
          {selected.size} of {PERMISSIONS.length} permissions
        </p>
      </Modal.Body>
      <Modal.Footer>
        {isReadOnly ? (
          <Button onClick={onDone}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button onClick={save} disabled={update.isPending}>
              {update.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {update.isPending ? SAVING_TEXT : 'Save'}
            </Button>
          </>
        )}
      </Modal.Footer>
    </>
  );
}
