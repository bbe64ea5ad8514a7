import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyBody } from '@bunkhouse/contract';
import { transactionFormSchema } from '../features/finance/components/transaction-form-schema';
import type { TransactionField } from '../features/finance/components/transaction-form-schema';
import { tenantFormSchema } from '../features/tenants/components/tenant-form';
import { useForm } from './use-form';

const blank = <K extends string>(fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<K, string>;

const requiredOf = <K extends string>(isRequired: (field: K) => boolean, fields: readonly K[]) =>
  fields.filter((field) => isRequired(field));

describe('useForm: the required fields come from the contract', () => {
  it('marks every field the schema refuses empty, and none it accepts empty', () => {
    const fields = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'social_security_number',
      'date_of_birth',
      'description',
      'emergency_contact_first_name',
      'emergency_contact_last_name',
      'emergency_contact_email',
      'emergency_contact_phone',
      'emergency_contact_relationship_to_tenant',
    ] as const;
    const { result } = renderHook(() =>
      useForm({ schema: tenantFormSchema, initialValues: blank(fields), submit: () => Promise.resolve() }),
    );
    expect(requiredOf(result.current.isRequired, fields)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'date_of_birth',
    ]);
  });

  it('follows the form as it changes: a payment requires what a blank form cannot know yet', () => {
    const fields: readonly TransactionField[] = [
      'transaction_type',
      'direction',
      'tenant_id',
      'method_id',
      'type_id',
      'sub_type_id',
      'property_id',
      'amount',
      'description',
      'received_on',
    ];
    const { result } = renderHook(() =>
      useForm({
        schema: transactionFormSchema('2026-11-27'),
        initialValues: blank(fields),
        submit: () => Promise.resolve(),
      }),
    );
    expect(result.current.isRequired('transaction_type')).toBe(true);
    act(() => result.current.setValue('transaction_type', 'payment'));
    expect(requiredOf(result.current.isRequired, fields)).toEqual(
      expect.arrayContaining(['transaction_type', 'tenant_id', 'method_id', 'amount']),
    );
    expect(result.current.isRequired('description')).toBe(false);
    expect(result.current.isRequired('direction')).toBe(false);
  });

  it('marks all four fields of a property', () => {
    const fields = ['address', 'city', 'state', 'zip_code'] as const;
    const { result } = renderHook(() =>
      useForm({ schema: propertyBody, initialValues: blank(fields), submit: () => Promise.resolve() }),
    );
    expect(requiredOf(result.current.isRequired, fields)).toEqual(fields);
  });
});

describe("useForm: each submission's Idempotency-Key", () => {
  it('keeps the key while the same body is saved again after a failure; a new body or a success gets a new one', async () => {
    const sent: { body: unknown; key: string }[] = [];
    let fails = true;
    const { result } = renderHook(() =>
      useForm({
        schema: propertyBody,
        initialValues: { address: '12 Oak St', city: 'Denver', state: 'CO', zip_code: '80202' },
        submit: (body, key) => {
          sent.push({ body, key });
          return fails ? Promise.reject(new Error('lost')) : Promise.resolve();
        },
      }),
    );
    const submit = () => act(async () => result.current.handleSubmit());

    await submit();
    await submit();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);

    act(() => result.current.setValue('address', '14 Oak St'));
    await submit();
    expect(sent[2]!.key).not.toBe(sent[1]!.key);

    fails = false;
    await submit(); // the same body again: its key, and it succeeds
    expect(sent[3]!.key).toBe(sent[2]!.key);
    await submit(); // a deliberate second one
    expect(sent[4]!.key).not.toBe(sent[3]!.key);
    expect(sent.map((s) => (s.body as { address: string }).address)).toEqual([
      '12 Oak St',
      '12 Oak St',
      '14 Oak St',
      '14 Oak St',
      '14 Oak St',
    ]);
  });
});
