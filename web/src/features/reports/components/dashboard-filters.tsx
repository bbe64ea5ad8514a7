import { lazy, Suspense, useCallback, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useQueryClient } from '@tanstack/react-query';
import { AsyncOptionSelect } from '../../../components/async-select';
import type { SelectOption } from '../../../components/async-select';
import type { DateRange } from '../../../components/date-range-picker';
import type { ReportRange } from '../../../lib/api/get-report-total';
import { propertyReportsQueryOptions } from '../api/get-property-reports';
import { customRangeProblem, RANGE_CHOICES, RANGE_LABELS } from '../report-range';
import type { DashboardRange, RangeChoice } from '../report-range';
import '../../../components/property-filter.css';

// The calendar (react-datepicker) loads only when a custom range is chosen, not with the dashboard.
const DateRangePicker = lazy(() =>
  import('../../../components/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

const CUSTOM_RANGE_ID = 'dashboard-custom-range';

export interface DashboardFiltersProps {
  range: DashboardRange;
  property: number | undefined;
  /** The properties' names (the per-property report's), for the chosen one's label. */
  propertyName: (id: number) => string | undefined;
  onRangeChoice: (choice: RangeChoice) => void;
  onCustomRange: (range: ReportRange) => void;
  onPropertyChange: (id: number | undefined) => void;
}

/**
 * The choices of the property select: the properties of the per-property report (the dashboard's own
 * permission, `reports.view`; the places list would need `places.view`), searched by address here.
 */
function usePropertyOptions({ start, end }: ReportRange) {
  const queryClient = useQueryClient();
  return useCallback(
    async (search: string): Promise<SelectOption[]> => {
      const rows = await queryClient.fetchQuery(propertyReportsQueryOptions({ start, end }));
      const term = search.trim().toLowerCase();
      return rows
        .filter((row) => row.property.address.toLowerCase().includes(term))
        .map((row) => ({ value: row.property.id, label: row.property.address }));
    },
    [queryClient, start, end],
  );
}

/** A custom range from the calendar: one it can show, or its problem under the field. */
function CustomRange({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: DateRange | null) => {
    if (!next) return;
    const chosen = { start: next.from, end: next.to };
    const found = customRangeProblem(chosen);
    setProblem(found);
    if (!found) onChange(chosen);
  };
  return (
    <Form.Group controlId={CUSTOM_RANGE_ID}>
      <Form.Label className="small mb-1">Custom range</Form.Label>
      <Suspense fallback={<div className="small text-body-secondary">Loading...</div>}>
        <DateRangePicker
          id={CUSTOM_RANGE_ID}
          label="Custom range"
          value={{ from: range.start, to: range.end }}
          onChange={choose}
        />
      </Suspense>
      {problem && <div className="invalid-feedback d-block">{problem}</div>}
    </Form.Group>
  );
}

/**
 * The dashboard's range (This month, Last month, This year, the last 30 days or 3 months, Custom) and
 * its property (all, or one), above the figures they choose.
 */
export function DashboardFilters(props: DashboardFiltersProps) {
  const { range, property, propertyName, onRangeChoice, onCustomRange, onPropertyChange } = props;
  const loadOptions = usePropertyOptions(range);
  const chosen =
    property === undefined
      ? null
      : { value: property, label: propertyName(property) ?? `Property #${property}` };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <Form.Group controlId="dashboard-range">
        <Form.Label className="small mb-1">Range</Form.Label>
        <Form.Select
          size="sm"
          value={range.choice}
          onChange={(event) => onRangeChoice(event.target.value as RangeChoice)}
        >
          {RANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {RANGE_LABELS[choice]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {range.choice === 'custom' && <CustomRange range={range} onChange={onCustomRange} />}
      <div>
        <label htmlFor="dashboard-property" className="form-label small mb-1">
          Property
        </label>
        <AsyncOptionSelect
          inputId="dashboard-property"
          placeholder="All properties"
          className="property-filter"
          isClearable
          value={chosen}
          loadOptions={loadOptions}
          onChange={(next) => onPropertyChange(next?.value)}
        />
      </div>
    </div>
  );
}
