import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PropertyOption } from '@bunkhouse/contract';
import { AsyncOptionSelect } from '../../../components/async-select';
import type { AsyncOptionSelectProps, SelectOption } from '../../../components/async-select';
import { propertyOptionsQueryOptions } from '../api/get-property-options';

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
