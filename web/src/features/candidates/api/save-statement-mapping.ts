import { useMutation } from '@tanstack/react-query';
import { apiPaths, statementMapping } from '@bunkhouse/contract';
import type { StatementMapping, StatementMappingBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/payment-candidates/statement-mappings/ {columns, date, description, amount, credit, debit,
 * balance} (issue 31): which of a CSV statement's columns (`columns`, its header as the upload answered
 * it) hold the day, the description and the amount (or the credit and debit), and the balance; saved
 * for that header, so every statement with the same columns is read with it. A column the file does not
 * have, or neither amount nor credit, is refused on its field.
 */
export async function saveStatementMapping(body: StatementMappingBody): Promise<StatementMapping> {
  return statementMapping.parse(await apiClient.post(apiPaths.statementMappings, body));
}

/**
 * Nothing on screen changes until the statement is uploaded again (which reloads the candidates): no
 * query reloads.
 */
export function useSaveStatementMapping() {
  return useMutation({ mutationFn: saveStatementMapping });
}
