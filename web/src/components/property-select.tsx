import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PropertyOption } from '@bunkhouse/contract';
import { propertyOptionsQueryOptions } from '../lib/api/get-property-options';
import { AsyncOptionSelect } from './async-select';
import type { AsyncOptionSelectProps, SelectOption } from './async-select';

export const toPropertySelectOption = (property: PropertyOption): SelectOption => ({
  value: property.id,
  label: property.address,
});

/** A property, chosen from the server's list (searched by address as the user types). */
export function PropertySelect(props: Omit<AsyncOptionSelectProps, 'loadOptions'>) {
  const queryClient = useQueryClient();
  const loadOptions = useCallback(
    async (search: string) =>
      (await queryClient.fetchQuery(propertyOptionsQueryOptions(search))).map(toPropertySelectOption),
    [queryClient],
  );
  return <AsyncOptionSelect placeholder="Select a property..." {...props} loadOptions={loadOptions} />;
}
