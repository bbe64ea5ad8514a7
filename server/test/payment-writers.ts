import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { sql } from '../src/db/sql';
import { expectLedgerSound } from './ledger-helpers';
import type { HttpSession } from './processes';

/**
 * Clients recording payments against a real server while the faults tests break it (issue 16). Each
 * payment carries an Idempotency-Key; a request whose answer is lost (the connection died, or 503
 * while the database was away) is kept and sent again under its key later, as a careful client does.
 */
interface Sent {
  key: string;
  tenant_id: number;
  amount: string;
}

const WRITERS = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function tenantBody(i: number) {
  return {
    first_name: `Fault${i}`,
    last_name: 'Tester',
    email: `fault${i}@example.com`,
    phone: `31255501${String(i).padStart(2, '0')}`,
    date_of_birth: '1990-04-02',
    social_security_number: `12345678${i}`,
    emergency_contact_first_name: 'Ann',
    emergency_contact_last_name: 'Tester',
    emergency_contact_phone: '3125550199',
    emergency_contact_relationship_to_tenant: 'mother',
  };
}

export class PaymentWriters {
  readonly acknowledged = new Map<string, Sent & { id: number }>();
  private unanswered: Sent[] = [];
  private next = 0;
  /** Requests whose answer a fault cut off, all sent again. */
  cutOff = 0;
  private tenants: number[] = [];
  private methodId = 0;

  /** Makes the tenants and finds the Cash method through the API. */
  async prepare(session: HttpSession, tenants: number) {
    for (let i = 0; i < tenants; i++) {
      const made = await session.request('POST', '/api/tenants/', tenantBody(i));
      expect(made.status, made.body).toBe(201);
      this.tenants.push((made.json() as { id: number }).id);
    }
    const methods = (await session.request('GET', '/api/transaction-sub-types/?type=payment')).json();
    this.methodId = (methods as { id: number; name: string }[]).find((m) => m.name === 'Cash')!.id;
  }

  /** True when answered (201); false when the answer was lost to a fault. Anything else fails the test. */
  private async send(session: HttpSession, p: Sent): Promise<boolean> {
    let res;
    try {
      res = await session.request(
        'POST',
        '/api/payments/',
        { tenant_id: p.tenant_id, amount: p.amount, method_id: this.methodId },
        { 'idempotency-key': p.key },
      );
    } catch (error) {
      if (error instanceof TypeError) return false; // fetch failed: the server or its socket is gone
      throw error;
    }
    if (res.status === 503) return false;
    expect(res.status, res.body).toBe(201);
    this.acknowledged.set(p.key, { ...p, id: (res.json() as { id: number }).id });
    return true;
  }

  /** Sends again what faults cut off, until each is answered (503 means not yet). */
  async resendUnanswered(session: HttpSession) {
    for (const p of this.unanswered.splice(0)) while (!(await this.send(session, p))) await pause(100);
  }

  /**
   * Four writers send new payments until a fault stops each; `fault` runs once `count` more payments
   * are acknowledged. Resolves when every writer has stopped.
   */
  async runUntilFault(session: HttpSession, count: number, fault: () => Promise<void>) {
    const writer = async () => {
      for (;;) {
        const p = this.nextPayment();
        if (!(await this.send(session, p))) {
          this.unanswered.push(p);
          this.cutOff += 1;
          return;
        }
      }
    };
    let stopped = false;
    const writers = Promise.all(Array.from({ length: WRITERS }, writer)).finally(() => (stopped = true));
    const target = this.acknowledged.size + count;
    while (!stopped && this.acknowledged.size < target) await pause(5);
    await fault();
    await writers;
  }

  /**
   * Four writers send new payments while `work` runs (no fault: every one must be answered). Resolves
   * with the keys acknowledged before `work` began.
   */
  async runDuring(session: HttpSession, work: () => Promise<void>): Promise<Set<string>> {
    let done = false;
    const writer = async () => {
      while (!done) expect(await this.send(session, this.nextPayment())).toBe(true);
    };
    const writers = Array.from({ length: WRITERS }, writer);
    while (this.acknowledged.size < 2 * WRITERS) await pause(5);
    const before = new Set(this.acknowledged.keys());
    try {
      await work();
    } finally {
      done = true;
      await Promise.all(writers);
    }
    return before;
  }

  private nextPayment(): Sent {
    const n = this.next++;
    const amount = `${1 + (n % 97)}.${String(n % 100).padStart(2, '0')}`;
    return { key: `pay-${n}`, tenant_id: this.tenants[n % this.tenants.length]!, amount };
  }

  /** Every acknowledged payment is in the database as answered, nothing else, and the ledger is sound. */
  async verify(db: Db) {
    const payments = await this.paymentsIn(db);
    expect(payments.length).toBe(this.acknowledged.size);
    await this.verifySnapshot(db, new Set(this.acknowledged.keys()));
  }

  /**
   * A copy taken at some instant: the payments acknowledged before it (`before`) are there as answered,
   * every payment in it is one that was acknowledged, and the ledger is sound.
   */
  async verifySnapshot(db: Db, before: Set<string>) {
    const payments = await this.paymentsIn(db);
    const byId = new Map(payments.map((p) => [p.id, p]));
    const acknowledged = new Map([...this.acknowledged.values()].map((a) => [a.id, a]));
    for (const key of before) {
      const a = this.acknowledged.get(key)!;
      expect(byId.get(a.id), key).toEqual({ id: a.id, tenant_id: a.tenant_id, amount: a.amount });
    }
    for (const p of payments) {
      const a = acknowledged.get(p.id);
      expect(a && { id: a.id, tenant_id: a.tenant_id, amount: a.amount }, `payment ${p.id}`).toEqual(p);
    }
    await expectLedgerSound(db);
  }

  /** The payments of the writers' tenants (a demo house around them has its own). */
  private paymentsIn(db: Db) {
    return db.query<{ id: number; tenant_id: number; amount: string }>(
      sql`SELECT id, tenant_id, amount FROM payments WHERE tenant_id = ANY(${this.tenants}::int[]) ORDER BY id`,
    );
  }
}
