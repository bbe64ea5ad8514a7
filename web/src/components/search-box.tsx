import { useEffect, useEffectEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import './search-box.css';

/** SPEC.md §9: the search box reports after this pause. */
export const SEARCH_DELAY_MS = 500;

export interface SearchBoxProps {
  /** The search in effect (e.g. from the URL); the box follows it when it changes from outside. */
  value: string;
  onChange: (value: string) => void;
  delayMs?: number;
  placeholder?: string;
  label?: string;
}

/**
 * SPEC.md "Reusable controls": holds the typed text itself and reports it only after a pause, so the
 * list is not reloaded on every keystroke; Enter and the clear button report at once. Max 300px wide.
 */
export function SearchBox({
  value,
  onChange,
  delayMs = SEARCH_DELAY_MS,
  placeholder = 'Search...',
  label = 'Search',
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [outer, setOuter] = useState(value);
  if (value !== outer) {
    // The search changed from outside (Reset, Back): show it.
    setOuter(value);
    setText(value);
  }

  const report = useEffectEvent((next: string) => onChange(next));
  useEffect(() => {
    if (text === outer) return;
    const timer = setTimeout(() => report(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, outer, delayMs]);

  const reportNow = (next: string) => {
    setText(next);
    if (next !== outer) onChange(next);
  };

  return (
    <InputGroup className="search-box" size="sm">
      <InputGroup.Text as="label" htmlFor={id}>
        <i className="bi bi-search" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </InputGroup.Text>
      <Form.Control
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            reportNow(text);
          }
        }}
        autoComplete="off"
      />
      {text !== '' && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label="Clear search"
          onClick={() => reportNow('')}
        >
          <i className="bi bi-x-lg" aria-hidden="true" />
        </button>
      )}
    </InputGroup>
  );
}
