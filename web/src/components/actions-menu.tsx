import Dropdown from 'react-bootstrap/Dropdown';
import type { ContextMenuAction } from './context-menu';

/** The 'Actions' button of a detail page (Edit, Delete, …). Nothing when there is no action to offer. */
export function ActionsMenu({ actions, id }: { actions: readonly ContextMenuAction[]; id: string }) {
  if (actions.length === 0) return null;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle id={id} variant="outline-primary">
        <i className="bi bi-three-dots-vertical me-1" aria-hidden="true" />
        Actions
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {actions.map((action) => (
          <Dropdown.Item
            key={action.label}
            as="button"
            className={action.isDanger ? 'text-danger' : undefined}
            onClick={action.onSelect}
          >
            {action.icon && <i className={`bi ${action.icon} me-2`} aria-hidden="true" />}
            {action.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
