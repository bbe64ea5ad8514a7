import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, property } from '@bunkhouse/contract';
import type { Property, PropertyBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** PUT /api/properties/{id}/ */
export async function updateProperty({ id, body }: { id: number; body: PropertyBody }): Promise<Property> {
  return property.parse(await apiClient.put(pathWithId(apiPaths.property, id), body));
}

/** The address shows on the property's rooms and beds too. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => invalidatePlaces(queryClient, ['properties', 'rooms', 'beds']),
  });
}
