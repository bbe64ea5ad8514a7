import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { sql } from '../../db/sql';
import { RENT_CONFIRMATION_JSON } from '../../presenters/finance';

export const findRentConfirmation = (db: Executor, id: number) =>
  selectItem(
    db,
    RENT_CONFIRMATION_JSON,
    sql`FROM rent_confirmations rc JOIN tenants t ON t.id = rc.tenant_id WHERE rc.id = ${id}`,
  );
