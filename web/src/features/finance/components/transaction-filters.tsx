import Form from 'react-bootstrap/Form';
import { SUB_TYPE_KINDS } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { DateRangePicker } from '../../../components/date-range-picker';
import type { DateRange } from '../../../components/date-range-picker';
import { IconButton } from '../../../components/icon-button';
import { SearchBox } from '../../../components/search-box';
import { TRANSACTION_TYPE_OPTIONS } from '../../../lib/transaction-types';
import { useLogError } from '../../../lib/use-log-error';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import { SUB_TYPE_GROUP_LABELS } from '../finance-text';

/** The filters of the Finance list, each a query-string parameter of the same name. */
export const TRANSACTION_FILTERS = [
  'type',
  'sub_type',
  'property',
  'tenant',
  'date_from',
  'date_to',
] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

export interface TransactionFiltersProps {
  /** Each filter's values as the URL has them. */
  filters: Record<TransactionFilter, string[]>;
  onChange: (changes: Partial<Record<TransactionFilter, readonly string[]>>) => void;
  onReset: () => void;
}

const one = (value: string | null | undefined) => (value ? [value] : []);
/** Typed text as it was typed; blank is no filter. */
const typed = (value: string) => (value.trim() ? [value] : []);

/**
 * SPEC.md "Transactions" filters: type chips (several), a sub type, a property address and a tenant
 * name (typed, reported after a pause), and a date range; Reset clears them all.
 */
export function TransactionFilters({ filters, onChange, onReset }: TransactionFiltersProps) {
  const subTypes = useSubTypes({});
  useLogError(subTypes.error, 'Failed to load sub types:');
  const [from] = filters.date_from;
  const [to] = filters.date_to;
  const range: DateRange | null = from && to ? { from, to } : null;

  return (
    <div className="d-flex flex-column gap-2 mb-3">
      <ChipFilter
        caption="Type"
        name="type"
        label="Transaction type"
        options={TRANSACTION_TYPE_OPTIONS}
        value={filters.type}
        onChange={(values) => onChange({ type: values })}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Select
          size="sm"
          aria-label="Sub type"
          className="w-auto"
          value={filters.sub_type[0] ?? ''}
          onChange={(event) => onChange({ sub_type: one(event.target.value) })}
        >
          <option value="">All sub types</option>
          {SUB_TYPE_KINDS.map((kind) => {
            const group = subTypes.data?.filter((subType) => subType.type === kind) ?? [];
            return (
              group.length > 0 && (
                <optgroup key={kind} label={SUB_TYPE_GROUP_LABELS[kind]}>
                  {group.map((subType) => (
                    <option key={subType.id} value={subType.id}>
                      {subType.name}
                    </option>
                  ))}
                </optgroup>
              )
            );
          })}
        </Form.Select>
        <SearchBox
          label="Property"
          placeholder="Property address..."
          value={filters.property[0] ?? ''}
          onChange={(value) => onChange({ property: typed(value) })}
        />
        <SearchBox
          label="Tenant"
          placeholder="Tenant name..."
          value={filters.tenant[0] ?? ''}
          onChange={(value) => onChange({ tenant: typed(value) })}
        />
        <DateRangePicker
          id="transactions-date-range"
          value={range}
          onChange={(next) => onChange({ date_from: one(next?.from), date_to: one(next?.to) })}
        />
        <IconButton icon="bi-arrow-counterclockwise" variant="outline-secondary" size="sm" onClick={onReset}>
          Reset
        </IconButton>
      </div>
    </div>
  );
}
