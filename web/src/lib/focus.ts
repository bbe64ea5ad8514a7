import { useCallback, useEffect, useRef, useState } from 'react';

/** A control the user fills in: the first of these takes focus when a form dialog opens. */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** What marks a field with an error: `FormField`'s group, or a control flagged itself. */
const INVALID = '[data-field-invalid], .is-invalid, [aria-invalid="true"]';

/** Focuses the first field (input, select, textarea) in `container`; false when it has none. */
export function focusFirstField(container: ParentNode | null | undefined): boolean {
  const field = container?.querySelector<HTMLElement>(FIELD);
  field?.focus();
  return !!field;
}

/** The control of an invalid group or element: itself, the control named by its `FormField`, or the first field in it. */
function controlOf(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches(FIELD)) return invalid;
  const controlId = invalid.dataset.fieldInvalid;
  const named = controlId ? invalid.ownerDocument.getElementById(controlId) : null;
  if (named && invalid.contains(named) && named.matches(FIELD)) return named;
  return invalid.querySelector<HTMLElement>(FIELD);
}

/**
 * After a failed submit: focuses the first field with an error, in the order of the form; when no
 * field has one, the form's banner (`data-form-banner`). False when there is nothing to focus.
 */
export function focusFirstError(form: HTMLElement | null | undefined): boolean {
  if (!form) return false;
  for (const invalid of form.querySelectorAll<HTMLElement>(INVALID)) {
    const control = controlOf(invalid);
    if (control) {
      control.focus();
      return true;
    }
  }
  const banner = form.querySelector<HTMLElement>('[data-form-banner]');
  banner?.focus();
  return !!banner;
}

/**
 * For a form that handles its own errors: give `bindForm` (a callback ref) to the form and call
 * `failed()` once the errors of a failed submit are set; the first field with an error takes focus
 * once they are shown.
 */
export function useFocusFirstError<E extends HTMLElement = HTMLFormElement>() {
  const elementRef = useRef<E | null>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) focusFirstError(elementRef.current);
  }, [failures]);
  const bindForm = useCallback((element: E | null) => {
    elementRef.current = element;
  }, []);
  const failed = useCallback(() => setFailures((count) => count + 1), []);
  return { bindForm, failed };
}

/**
 * A dropdown item that opens a dialog calls this first: focus goes back to the dropdown's toggle, so
 * that the dialog, once closed, returns it there (the item itself is hidden by then).
 */
export function focusMenuToggle(item: Element): void {
  item.closest('.dropdown')?.querySelector<HTMLElement>('.dropdown-toggle')?.focus();
}
