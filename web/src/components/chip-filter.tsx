import { useSearchParams } from 'react-router';
import { LIST_PARAMS } from '../lib/use-list-state';
import './chip-filter.css';

export interface ChipOption {
  value: string;
  label: string;
}

interface ChipFilterBaseProps {
  /** The filter's name: the query-string parameter it writes when it has no `onChange`. */
  name: string;
  /** The accessible name of the group. */
  label: string;
  options: readonly ChipOption[];
  /** Single select: a click replaces the selection. Default: several at once. */
  isMulti?: boolean;
  /** A short visible caption before the chips ("Status"); the group keeps `label` as its name. */
  caption?: string;
}

export type ChipFilterProps = ChipFilterBaseProps &
  ({ value: readonly string[]; onChange: (values: string[]) => void } | { value?: never; onChange?: never });

/** A click toggles a chip; in single-select mode it replaces the selection; Clear empties it. */
export function toggleChip(selected: readonly string[], value: string, isMulti: boolean): string[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  return isMulti ? [...selected, value] : [value];
}

/**
 * SPEC.md "Reusable controls": chips for a filter, several or one at a time, with a Clear chip. Without
 * an `onChange` it keeps its selection in the query string under its name (SPEC.md §7, last paragraph),
 * as repeated parameters, and sends the list back to page 1.
 */
export function ChipFilter(props: ChipFilterProps) {
  if (props.onChange) return <ChipGroup {...props} value={props.value} onChange={props.onChange} />;
  return <UrlChipFilter {...props} />;
}

function UrlChipFilter(props: ChipFilterBaseProps) {
  const [params, setParams] = useSearchParams();
  const onChange = (values: string[]) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(props.name);
      for (const value of values) next.append(props.name, value);
      next.delete(LIST_PARAMS.page);
      return next;
    });
  return <ChipGroup {...props} value={params.getAll(props.name)} onChange={onChange} />;
}

function ChipGroup({
  caption,
  ...props
}: ChipFilterBaseProps & { value: readonly string[]; onChange: (values: string[]) => void }) {
  if (!caption) return <Chips {...props} />;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="small text-body-secondary" aria-hidden="true">
        {caption}
      </span>
      <Chips {...props} />
    </div>
  );
}

function Chips({
  label,
  options,
  isMulti = true,
  value,
  onChange,
}: Omit<ChipFilterBaseProps, 'caption'> & {
  value: readonly string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <div className="chip-filter" role="group" aria-label={label}>
      {options.map((option) => {
        const isSelected = value.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={`btn btn-sm rounded-pill ${isSelected ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={isSelected}
            onClick={() => onChange(toggleChip(value, option.value, isMulti))}
          >
            {isSelected && <i className="bi bi-check-lg me-1" aria-hidden="true" />}
            {option.label}
          </button>
        );
      })}
      <button
        type="button"
        className="btn btn-sm rounded-pill btn-outline-secondary"
        disabled={value.length === 0}
        onClick={() => onChange([])}
      >
        Clear
      </button>
    </div>
  );
}
