import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, property } from '@bunkhouse/contract';
import type { Property, PropertyBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlaces } from '../../../lib/query-keys';

/** POST /api/properties/ */
export async function createProperty(body: PropertyBody): Promise<Property> {
  return property.parse(await apiClient.post(apiPaths.properties, body));
}

/** A new property shows in the property lists and selects. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => invalidatePlaces(queryClient, ['properties']),
  });
}
