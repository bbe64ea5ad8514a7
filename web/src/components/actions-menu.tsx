import Dropdown from 'react-bootstrap/Dropdown';
import { focusMenuToggle } from '../lib/focus';
import type { ContextMenuAction } from './context-menu';

export interface ActionsMenuProps {
  actions: readonly ContextMenuAction[];
  id: string;
  /** The button's accessible name where 'Actions' alone is ambiguous: 'Actions for maria'. */
  label?: string;
  /**
   * In a table row: a small button, and a menu placed against the window so that the table's
   * scroller does not cut it off.
   */
  isInRow?: boolean;
}

/**
 * The 'Actions' button of a detail page or a row (Edit, Delete, …). Nothing when there is no action to
 * offer. Choosing an entry puts focus back on the button first, so a dialog it opens returns it there.
 */
export function ActionsMenu({ actions, id, label, isInRow = false }: ActionsMenuProps) {
  if (actions.length === 0) return null;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle id={id} variant="outline-primary" size={isInRow ? 'sm' : undefined} aria-label={label}>
        <i className="bi bi-three-dots-vertical me-1" aria-hidden="true" />
        Actions
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={isInRow ? { strategy: 'fixed' } : undefined}>
        {actions.map((action) => (
          <Dropdown.Item
            key={action.label}
            as="button"
            className={action.isDanger ? 'text-danger' : undefined}
            onClick={(event) => {
              focusMenuToggle(event.currentTarget);
              action.onSelect();
            }}
          >
            {action.icon && <i className={`bi ${action.icon} me-2`} aria-hidden="true" />}
            {action.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
