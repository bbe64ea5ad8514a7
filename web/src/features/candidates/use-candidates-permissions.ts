import { useAuth } from '../../lib/auth-context';

/**
 * The list and the ingest log need `candidates.view` (the route asks for it, lib/screen-permissions.ts);
 * apply, ignore, upload and teaching a layout `candidates.apply`.
 */
export function useCandidatesPermissions() {
  const { hasPermission } = useAuth();
  return {
    canApply: hasPermission('candidates.apply'),
  };
}
