import { useEffect } from 'react';
import { usePublicSettings } from '../../../lib/api/get-public-settings';
import { useBusinessToday } from '../../../lib/api/business-today';
import { formatDate } from '../../../lib/format';
import './statement-print.css';

const PRINTING_CLASS = 'printing-statement';

/**
 * While a statement's screen is open, printing it (window.print) prints the statement alone:
 * `statement-print.css` hides the shell, the buttons and the forms for a body with this class.
 */
export function usePrintableStatement(): void {
  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, []);
}

/** On paper only: the business's name and the day it was printed (the business's today). */
export function StatementPrintHeader() {
  const settings = usePublicSettings();
  const today = useBusinessToday();
  return (
    <div className="d-none d-print-block mb-4">
      <div className="h4 mb-1">{settings.data?.business_name}</div>
      {today && <div>Printed on {formatDate(today)}</div>}
    </div>
  );
}
