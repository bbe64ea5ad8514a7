import { describe, expect, it } from 'vitest';
import { classifyWithRule } from './extract';
import { FIXTURE_OPTIONS, loadFixtures } from './fixtures';
import { findForward } from './forward';
import { parseMail } from './parse';
import { PROVIDER_RULES } from './providers';
import { readMail } from './read';
import { scanMail } from './scan';
import { verifyDirect, verifyForward } from './trust';

/**
 * The acceptance corpus (issue 12): every rule's fixtures parse to exactly what their sidecar says,
 * no negative reads as money received under any rule, and nothing unverified is verified by any rule.
 */
const fixtures = loadFixtures();
const FIELDS = ['kind', 'payer', 'amount', 'method', 'reference', 'date'] as const;

describe('the fixture corpus', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('%s parses as expected', async (_name, fixture) => {
    const { payments } = await parseMail(fixture.raw, FIXTURE_OPTIONS);
    expect(payments).toHaveLength(fixture.expected.length);
    fixture.expected.forEach((expected, i) => {
      const payment = payments[i]!;
      if (expected.kind === 'none') {
        expect(payment).toMatchObject({ kind: 'none', payer: null, amount: null, method: null, date: null });
      } else {
        const got = Object.fromEntries(FIELDS.map((f) => [f, payment[f]]));
        const want = Object.fromEntries(FIELDS.map((f) => [f, expected[f] ?? null]));
        expect(got).toEqual(want);
        expect(payment.provider).toBe(fixture.ruleId);
      }
      if (expected.why) expect(payment.why).toContain(expected.why);
    });
  });

  it('has a positive and at least two negatives for every rule', () => {
    for (const rule of PROVIDER_RULES) {
      const own = fixtures.filter((f) => f.ruleId === rule.id);
      const positives = own.filter((f) => f.expected.some((e) => e.kind === 'candidate'));
      const negatives = own.filter((f) => f.expected.every((e) => e.kind === 'none'));
      expect({ rule: rule.id, positives: positives.length > 0, negatives: negatives.length >= 2 }).toEqual({
        rule: rule.id,
        positives: true,
        negatives: true,
      });
    }
    expect(new Set(fixtures.map((f) => f.ruleId))).toEqual(new Set(PROVIDER_RULES.map((r) => r.id)));
  });

  /** The content the rules read: the forwarded original's for a forward. */
  async function contentOf(raw: Buffer) {
    const outer = await readMail(raw, scanMail(raw).headers);
    const forward = await findForward(outer);
    return { outer, forward, content: forward?.content ?? outer.content };
  }

  it('reads no negative as money received under any rule, even from the rule’s own domain', async () => {
    const negatives = fixtures.filter((f) => f.expected.every((e) => e.kind === 'none'));
    expect(negatives.length).toBeGreaterThanOrEqual(20);
    for (const fixture of negatives) {
      const { content } = await contentOf(fixture.raw);
      for (const rule of PROVIDER_RULES) {
        const verdict = classifyWithRule(
          rule,
          content,
          { timezone: 'UTC', ownNames: ['Sunrise Housing LLC'] },
          true,
        );
        expect({ fixture: fixture.name, rule: rule.id, received: verdict.received }).toEqual({
          fixture: fixture.name,
          rule: rule.id,
          received: false,
        });
      }
    }
  });

  it('verifies no unverified fixture under any rule', async () => {
    const unverified = fixtures.filter((f) => f.expected.some((e) => e.kind === 'unverified'));
    expect(unverified.length).toBeGreaterThanOrEqual(4);
    for (const fixture of unverified) {
      const { outer, forward, content } = await contentOf(fixture.raw);
      const mail = { raw: fixture.raw, headers: outer.headers, fromAddress: outer.content.fromAddress };
      for (const rule of PROVIDER_RULES) {
        const trust = forward
          ? await verifyForward(mail, content.fromAddress, rule, FIXTURE_OPTIONS)
          : await verifyDirect(mail, rule, FIXTURE_OPTIONS);
        expect({ fixture: fixture.name, rule: rule.id, verified: trust.verified }).toEqual({
          fixture: fixture.name,
          rule: rule.id,
          verified: false,
        });
      }
    }
  });
});
