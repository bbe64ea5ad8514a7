import { describe, expect, it } from 'vitest';
import { parseCalendarDate, todayIn } from './dates';
import { orderBody, rentForPeriod, bedsTotalBody } from './orders';
import { RELATIONSHIPS, relationshipLabel, tenantBody, tenantListQuery, tenantPatchBody } from './tenants';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0] ?? ''), i.message]));

const form = {
  first_name: 'Maria',
  last_name: 'Garcia',
  email: ' maria@gmail.com ',
  phone: '(312) 555-0142',
  social_security_number: '123-45-6789',
  date_of_birth: '04/17/1991',
  description: '',
  emergency_contact_first_name: null,
  emergency_contact_last_name: null,
  emergency_contact_email: null,
  emergency_contact_phone: '',
  emergency_contact_relationship_to_tenant: '',
};

describe('tenants contract', () => {
  it("lists the spec's 26 relationships and labels them", () => {
    expect(RELATIONSHIPS).toHaveLength(26);
    expect(RELATIONSHIPS[0]).toBe('mother');
    expect(RELATIONSHIPS.at(-1)).toBe('other');
    expect(relationshipLabel('legal_guardian')).toBe('Legal guardian');
  });

  it('parses the form: digits of masked inputs, ISO dates, empty values as null', () => {
    expect(tenantBody.parse(form)).toEqual({
      first_name: 'Maria',
      last_name: 'Garcia',
      email: 'maria@gmail.com',
      phone: '3125550142',
      social_security_number: '123456789',
      date_of_birth: '1991-04-17',
      gender: null,
      description: null,
      emergency_contact_first_name: null,
      emergency_contact_last_name: null,
      emergency_contact_email: null,
      emergency_contact_phone: null,
      emergency_contact_relationship_to_tenant: null,
    });
    expect(tenantBody.parse({ ...form, date_of_birth: '1991-04-17' }).date_of_birth).toBe('1991-04-17');
  });

  it('takes an optional gender, Male or Female; blank is unknown (null)', () => {
    expect(tenantBody.parse({ ...form, gender: 'female' }).gender).toBe('female');
    expect(tenantBody.parse({ ...form, gender: '' }).gender).toBeNull();
    expect(messagesOf(tenantBody.safeParse({ ...form, gender: 'mixed' }))).toEqual({
      gender: '"mixed" is not a valid choice.',
    });
  });

  it("says what is wrong with the spec's messages", () => {
    expect(
      messagesOf(
        tenantBody.safeParse({
          ...form,
          first_name: ' ',
          email: 'maria',
          phone: '312-555-014',
          social_security_number: '12345678',
          date_of_birth: '13/01/1991',
          emergency_contact_relationship_to_tenant: 'boss',
        }),
      ),
    ).toEqual({
      first_name: 'This field is required.',
      email: 'Enter a valid email address.',
      phone: 'Phone number must be at least 10 digits.',
      social_security_number: 'SSN must be at least 9 digits.',
      date_of_birth: 'Enter a real calendar date.',
      emergency_contact_relationship_to_tenant: 'Select a relationship from the list.',
    });
  });

  it('patches the expected payment date as yyyy-MM-dd or null, and leaves out what is not given', () => {
    expect(tenantPatchBody.parse({})).toEqual({});
    expect(tenantPatchBody.parse({ expected_payment_date: null })).toEqual({ expected_payment_date: null });
    expect(tenantPatchBody.parse({ expected_payment_date: '2026-03-05' })).toEqual({
      expected_payment_date: '2026-03-05',
    });
    expect(messagesOf(tenantPatchBody.safeParse({ expected_payment_date: '2026-3-5' }))).toEqual({
      expected_payment_date: 'Invalid date format',
    });
    expect(messagesOf(tenantPatchBody.safeParse({ expected_payment_date: '2026-02-29' }))).toEqual({
      expected_payment_date: 'Invalid calendar date',
    });
  });

  it('parses the list query: repeated statuses, the six orderings', () => {
    expect(
      tenantListQuery.parse({ orders__status: ['active', 'no_order,overdue'], ordering: '-balance_amount' }),
    ).toMatchObject({
      orders__status: ['active', 'no_order', 'overdue'],
      ordering: '-balance_amount',
      page: 1,
    });
    expect(tenantListQuery.safeParse({ ordering: 'phone' }).success).toBe(false);
  });
});

describe('orders contract', () => {
  it('derives weekly and daily rent from the monthly total, to the cent, halves up', () => {
    expect(rentForPeriod(130_000, 'monthly')).toBe(130_000);
    expect(rentForPeriod(130_000, 'weekly')).toBe(32_500);
    expect(rentForPeriod(130_000, 'daily')).toBe(4_333);
    expect(rentForPeriod(100_002, 'weekly')).toBe(25_001); // 250.005 → 250.01
    expect(rentForPeriod(45, 'daily')).toBe(2); // 0.015 → 0.02
    expect(rentForPeriod(0, 'daily')).toBe(0);
  });

  it('parses the Create Order dialog: required fields, unique beds, optional start date, due day and planned move-out', () => {
    expect(
      orderBody.parse({ tenant_id: '4', bed_ids: [2, '2', 3], period_payment: 'weekly', rent_amount: 120 }),
    ).toEqual({
      tenant_id: 4,
      bed_ids: [2, 3],
      period_payment: 'weekly',
      rent_amount: '120.00',
      start_date: null,
      due_day: null,
      planned_end_date: null,
    });
    expect(messagesOf(orderBody.safeParse({ bed_ids: [], rent_amount: '' }))).toEqual({
      tenant_id: 'This field is required.',
      bed_ids: 'Select at least one bed.',
      period_payment: 'This field is required.',
      rent_amount: 'This field is required.',
    });
    expect(bedsTotalBody.parse({ beds: [] })).toEqual({ beds: [] });
  });
});

describe('dates', () => {
  it('reads ISO and US dates, and knows real days', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ date: '2024-02-29' });
    expect(parseCalendarDate('02/29/2024')).toEqual({ date: '2024-02-29' });
    expect(parseCalendarDate('02-28-2025')).toEqual({ date: '2025-02-28' });
    expect(parseCalendarDate('2025-02-29')).toEqual({ problem: 'calendar' });
    expect(parseCalendarDate('2/9/2025')).toEqual({ problem: 'format' });
  });

  it("tells today's date in a time zone, not the machine's", () => {
    const instant = new Date('2026-03-08T03:30:00Z'); // 10:30 pm on the 7th in New York
    expect(todayIn('America/New_York', instant)).toBe('2026-03-07');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-08');
  });
});
