import { useParams } from 'react-router';
import { INT4_MAX } from '@bunkhouse/contract';

/** The `:id` of the route as a record id, or null when it cannot be one ('abc', '0', '1e3'). */
export function useRouteId(): number | null {
  const { id } = useParams();
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= INT4_MAX ? value : null;
}
