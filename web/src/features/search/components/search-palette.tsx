import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Command } from 'cmdk';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@bunkhouse/contract';
import type { SearchKind, SearchResult } from '@bunkhouse/contract';
import { useLogError } from '../../../lib/use-log-error';
import { useSearchAll } from '../api/search-all';
import './search-palette.css';

/** The palette asks after this pause in typing: quick enough to feel live, not a request a key. */
export const SEARCH_PALETTE_DELAY_MS = 250;

const HEADINGS: Record<SearchKind, string> = {
  tenants: 'Tenants',
  beds: 'Beds',
  rooms: 'Rooms',
  properties: 'Properties',
  transactions: 'Transactions',
};

export const PALETTE_TEXT = {
  title: 'Search',
  placeholder: 'Name, phone, e-mail, room, address, amount…',
  hint: 'Type at least two characters: a tenant’s name, phone or e-mail; a room or bed number; an address; an amount or a reference number.',
  searching: 'Searching…',
  failed: 'The search failed. Try again in a moment.',
  nothing: (q: string) => `Nothing found for “${q}”.`,
  keys: '↑ ↓ to move, Enter to open, Esc to close',
} as const;

/** `value` once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface SearchPaletteProps {
  show: boolean;
  onHide: () => void;
}

/**
 * Search from anywhere (issue 34): a dialog with one input over tenants, beds, rooms, properties and
 * transactions (GET /api/search/, a pause after typing); the results grouped under headings, the
 * arrow keys move through them (cmdk: the input stays focused, the result is its active option),
 * Enter or a click opens one, Esc, a click outside or Close closes. Loaded with its library on the
 * first open (app/shell/search-trigger.tsx). The dialog is cmdk's (Radix: focus kept inside, the
 * page behind hidden from assistive technology, focus back where it was): react-bootstrap's Modal in
 * this lazily loaded module made the bundler split the shell's own copy of it into shared chunks,
 * 2.4 kB more in every screen's first download.
 */
export function SearchPalette({ show, onHide }: SearchPaletteProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), SEARCH_PALETTE_DELAY_MS);
  const search = useSearchAll(q);
  useLogError(search.error, 'Search failed:');
  const found = q.length >= SEARCH_MIN_LENGTH ? search.data : undefined;
  const groups = SEARCH_KINDS.flatMap((kind) =>
    found?.[kind]?.length ? [{ kind, results: found[kind] }] : [],
  );

  /** Closed, it starts empty again next time. */
  const close = () => {
    onHide();
    setText('');
  };
  const open = (result: SearchResult) => {
    close();
    void navigate(result.link);
  };

  let status: string | null = null;
  if (q.length < SEARCH_MIN_LENGTH) status = PALETTE_TEXT.hint;
  else if (search.isError) status = PALETTE_TEXT.failed;
  else if (!found) status = PALETTE_TEXT.searching;
  else if (!groups.length && !search.isPlaceholderData) status = PALETTE_TEXT.nothing(q);

  return (
    <Command.Dialog
      open={show}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      label={PALETTE_TEXT.title}
      overlayClassName="search-palette-overlay"
      contentClassName="search-palette"
      shouldFilter={false}
      vimBindings={false}
      loop
    >
      <div className="d-flex align-items-center gap-2 p-3 border-bottom">
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={PALETTE_TEXT.placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          className="form-control"
        />
        <button type="button" className="btn-close" aria-label="Close" onClick={close} />
      </div>
      <Command.List label="Results" aria-busy={search.isFetching}>
        {groups.map(({ kind, results }) => (
          <Command.Group key={kind} heading={HEADINGS[kind]}>
            {results.map((result) => (
              <Command.Item key={result.id} value={`${kind}-${result.id}`} onSelect={() => open(result)}>
                <span className="search-palette-label">{result.label}</span>
                <span className="search-palette-detail">{result.detail}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
      <p role="status" className={status ? 'search-palette-status' : 'visually-hidden'}>
        {status}
      </p>
      <small className="d-block border-top px-3 py-2 text-body-secondary">{PALETTE_TEXT.keys}</small>
    </Command.Dialog>
  );
}
