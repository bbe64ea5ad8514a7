import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { DATE_MESSAGES, parseCalendarDate } from '@bunkhouse/contract';
import { useBusinessToday } from '../lib/api/business-today';
import { toErrorMessage } from '../lib/form-errors';
import { formatDate, todayDate, toUsDate } from '../lib/format';
import { notify } from '../lib/notify';
import { useModalState } from '../lib/use-modal-state';
import { ConfirmDialog } from './confirm-dialog';
import { MASKS } from './masks';
import './expected-date-cell.css';

/** The mask's code (react-imask) loads when a date is first edited, not with the list (decision 029). */
const MaskedInput = lazy(() => import('./masked-input').then((module) => ({ default: module.MaskedInput })));

export const EXPECTED_DATE_SAVED = 'Expected payment date updated successfully';
const EMPTY = '—';

export type ExpectedDateCheck = { date: string } | { problem: keyof typeof DATE_MESSAGES };

/**
 * SPEC.md §5 "Expected date, checked on commit": month, day and a 4-digit year ('Invalid date
 * format'), a real calendar date ('Invalid calendar date'), not before today ('Date cannot be earlier
 * than today'). `today` is 'YYYY-MM-DD': the cell gives the business's (public settings), the
 * browser's when they cannot be read.
 */
export function checkExpectedDate(text: string, today: string): ExpectedDateCheck {
  const parsed = parseCalendarDate(text);
  if ('problem' in parsed) return parsed;
  return parsed.date < today ? { problem: 'beforeToday' } : parsed;
}

export interface ExpectedDateCellProps {
  /** 'YYYY-MM-DD', or null when none is expected. */
  value: string | null;
  /** Whose date it is, for the labels and the question: 'Dana Smith'. */
  name: string;
  /** Saves a date ('YYYY-MM-DD') or null (cleared), e.g. PATCH of the tenant. */
  onSave: (date: string | null) => Promise<unknown>;
  /** Shown only, without the editor and the clear button. */
  isReadOnly?: boolean;
}

/**
 * SPEC.md "Reusable controls" and §4: a dash when empty, the date and a clear button when filled. On
 * focus it becomes an input with the numeric mask MM/DD/YYYY; on blur or Enter the entry is checked:
 * empty is ignored, a wrong one is emptied with a toast, a valid one is saved after a confirmation.
 * The clear button saves null, also after a confirmation. Escape leaves the editor unchanged.
 * Focus comes back to the date's button after Escape, Enter and the confirmation (saved or not); that
 * focus does not reopen the editor (Enter or a click does).
 */
export function ExpectedDateCell({ value, name, onSave, isReadOnly = false }: ExpectedDateCellProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [text, setText] = useState('');
  const businessToday = useBusinessToday();
  const confirmation = useModalState<{ date: string | null }>();
  const [isSaving, setIsSaving] = useState(false);
  // Guards the commit: Enter and the blur that follows must not check the same entry twice.
  const isEditingRef = useRef(false);
  const cellRef = useRef<HTMLDivElement>(null);
  const valueButtonRef = useRef<HTMLButtonElement>(null);
  // Set where focus must come back to the cell once it has re-rendered (after Escape, Enter, a confirmation).
  const shouldReturnFocusRef = useRef(false);
  // Focus handed back to the button: it must not start editing again.
  const isReturningFocusRef = useRef(false);
  const label = `Expected payment date of ${name}`;
  const shown = value ? formatDate(value) : EMPTY;

  useEffect(() => {
    if (!shouldReturnFocusRef.current || isEditingRef.current) return;
    shouldReturnFocusRef.current = false;
    const focused = document.activeElement;
    // The confirmation gave it back to the clear button, which is still there: leave it.
    if (focused instanceof HTMLButtonElement && cellRef.current?.contains(focused)) return;
    isReturningFocusRef.current = true;
    valueButtonRef.current?.focus();
    isReturningFocusRef.current = false;
  });

  if (isReadOnly) return <span title={label}>{shown}</span>;

  const returnFocus = () => {
    shouldReturnFocusRef.current = true;
  };

  const startEditing = () => {
    if (isEditingRef.current || isReturningFocusRef.current) return;
    isEditingRef.current = true;
    setText(value ? toUsDate(value) : '');
    setIsEditing(true);
  };
  const stopEditing = () => {
    isEditingRef.current = false;
    setIsEditing(false);
  };

  /** Checks the entry: 'closed' (nothing to save), 'kept' (a wrong entry, emptied) or 'confirming'. */
  const commit = (isLeaving: boolean): 'closed' | 'kept' | 'confirming' => {
    if (!isEditingRef.current) return 'closed';
    const unchanged = value !== null && text === toUsDate(value);
    if (text.replace(/\D/g, '') === '' || unchanged) {
      stopEditing();
      return 'closed';
    }
    const checked = checkExpectedDate(text, businessToday ?? todayDate());
    if ('problem' in checked) {
      notify.error(DATE_MESSAGES[checked.problem]);
      setText('');
      if (isLeaving) stopEditing();
      return 'kept';
    }
    stopEditing();
    confirmation.open({ date: checked.date });
    return 'confirming';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (commit(false) === 'closed') returnFocus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
      returnFocus();
    }
  };

  const save = () => {
    const subject = confirmation.subject;
    if (!subject || isSaving) return;
    setIsSaving(true);
    onSave(subject.date).then(
      () => {
        notify.success(EXPECTED_DATE_SAVED);
        setIsSaving(false);
        confirmation.close();
      },
      (error: unknown) => {
        notify.error(toErrorMessage(error, 'save'));
        setIsSaving(false);
        confirmation.close();
      },
    );
  };
  const date = confirmation.subject?.date ?? null;

  return (
    // A double-click here edits the date; it must not also open the row.
    <div ref={cellRef} className="expected-date-cell" onDoubleClick={(event) => event.stopPropagation()}>
      {isEditing ? (
        <Suspense fallback={<span>{shown}</span>}>
          <MaskedInput
            mask={MASKS.usDate}
            value={text}
            onChange={setText}
            placeholder="MM/DD/YYYY"
            aria-label={label}
            className="form-control-sm"
            autoComplete="off"
            autoFocus
            onBlur={() => commit(true)}
            onKeyDown={onKeyDown}
          />
        </Suspense>
      ) : (
        <button
          ref={valueButtonRef}
          type="button"
          className="btn btn-link btn-sm p-0 text-reset text-decoration-none expected-date-value"
          aria-label={`${label}: ${value ? shown : 'none'}. Edit`}
          title="Edit the expected payment date"
          onFocus={startEditing}
          onClick={startEditing}
        >
          {shown}
        </button>
      )}
      {value && !isEditing && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 text-body-secondary"
          aria-label={`Clear the expected payment date of ${name}`}
          title="Clear"
          onClick={() => confirmation.open({ date: null })}
        >
          <i className="bi bi-x-circle" aria-hidden="true" />
        </button>
      )}
      <ConfirmDialog
        show={confirmation.isOpen}
        title="Expected Payment Date"
        onConfirm={save}
        onCancel={confirmation.close}
        onExited={() => {
          confirmation.onExited();
          returnFocus();
        }}
        confirmLabel={date ? 'Save' : 'Clear'}
        isPending={isSaving}
      >
        {date
          ? `Set the expected payment date of ${name} to ${formatDate(date)}?`
          : `Clear the expected payment date of ${name}?`}
      </ConfirmDialog>
    </div>
  );
}
