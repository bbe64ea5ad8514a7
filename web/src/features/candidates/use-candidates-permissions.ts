import { useAuth } from '../../lib/auth-context';

/** The list and the ingest log need `candidates.view`; apply, ignore and upload `candidates.apply`. */
export function useCandidatesPermissions() {
  const { hasPermission } = useAuth();
  return {
    canView: hasPermission('candidates.view'),
    canApply: hasPermission('candidates.apply'),
  };
}
