import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import './context-menu.css';

/** One entry of a context menu: a Bootstrap icon name (`bi-pencil`), a label and what it does. */
export interface ContextMenuAction {
  label: string;
  icon?: string;
  onSelect: () => void;
  isDanger?: boolean;
}

/** A line between groups of entries. */
export const MENU_SEPARATOR = 'separator';
export type ContextMenuItem = ContextMenuAction | typeof MENU_SEPARATOR;

/** How the menu was closed: the opener gets focus back, except after a click elsewhere. */
export type MenuCloseReason = 'escape' | 'tab' | 'outside' | 'select';

export interface ContextMenuProps {
  items: readonly ContextMenuItem[];
  /** Where it opens, in viewport coordinates; it moves back inside the window when it would not fit. */
  position: { x: number; y: number };
  onClose: (reason: MenuCloseReason) => void;
  label?: string;
}

const MARGIN = 4;

/**
 * A floating menu (role="menu"): the first entry takes focus, arrow keys, Home and End move, Enter or
 * Space activates, Escape and Tab close, and so does a click anywhere else or a scroll. It is put in
 * the page's <main> (outside any landmark, screen-reader users navigating by landmarks would miss it).
 */
export function ContextMenu({ items, position, onClose, label = 'Actions' }: ContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const { width, height } = menu.getBoundingClientRect();
    const left = Math.max(MARGIN, Math.min(position.x, window.innerWidth - width - MARGIN));
    const top = Math.max(MARGIN, Math.min(position.y, window.innerHeight - height - MARGIN));
    menu.style.left = `${left}px`;
    menu.style.top = `${top}px`;
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [position]);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose('outside');
    };
    const onScrollOrResize = () => onClose('outside');
    document.addEventListener('mousedown', onPointerDown, true);
    document.addEventListener('contextmenu', onPointerDown, true);
    window.addEventListener('resize', onScrollOrResize);
    window.addEventListener('scroll', onScrollOrResize, true);
    return () => {
      document.removeEventListener('mousedown', onPointerDown, true);
      document.removeEventListener('contextmenu', onPointerDown, true);
      window.removeEventListener('resize', onScrollOrResize);
      window.removeEventListener('scroll', onScrollOrResize, true);
    };
  }, [onClose]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const last = entries.length - 1;
    const target: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(event.key === 'Escape' ? 'escape' : 'tab');
    } else if (event.key in target) {
      event.preventDefault();
      entries[target[event.key] ?? 0]?.focus();
    }
  };

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={label}
      className="context-menu dropdown-menu show shadow"
      onKeyDown={moveFocus}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item, index) =>
        item === MENU_SEPARATOR ? (
          <div key={`separator-${index}`} role="separator" className="dropdown-divider" />
        ) : (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`dropdown-item${item.isDanger ? ' text-danger' : ''}`}
            onClick={() => {
              onClose('select');
              item.onSelect();
            }}
          >
            {item.icon && <i className={`bi ${item.icon} me-2`} aria-hidden="true" />}
            {item.label}
          </button>
        ),
      )}
    </div>,
    document.querySelector('main') ?? document.body,
  );
}
