import { readCsvStatement } from './csv';
import { decodeText, type ColumnMapping, type Statement } from './lines';
import { looksLikeOfx, readOfx } from './ofx';

export {
  headerKey,
  UnreadableStatement,
  type ColumnMapping,
  type Statement,
  type StatementLine,
} from './lines';

/**
 * A bank statement uploaded with the payment mails (issue 31): money that reached the account without
 * a mail (cash deposited, ACH, checks, and every app's money too). OFX/QFX (`ofx.ts`) or CSV
 * (`csv.ts`: the largest banks' export formats, any other by its column names); each credit becomes a
 * payment candidate (candidates/statements.service.ts).
 */

/**
 * The statement a file holds, by its name (.ofx, .qfx, .csv) or its content (an OFX header); null when
 * it is no statement (a mail). Throws UnreadableStatement for a statement that cannot be read.
 * `mappings`: the CSV column mappings staff saved.
 */
export function readStatement(
  fileName: string,
  data: Buffer,
  mappings: ColumnMapping[] = [],
): Statement | null {
  const name = fileName.toLowerCase();
  const isOfxName = name.endsWith('.ofx') || name.endsWith('.qfx');
  const isCsvName = name.endsWith('.csv');
  const head = decodeText(data.subarray(0, 512));
  if (!isOfxName && !isCsvName && !looksLikeOfx(head)) return null;
  const text = decodeText(data);
  if (isOfxName || looksLikeOfx(text)) return readOfx(text);
  return readCsvStatement(text, mappings);
}
