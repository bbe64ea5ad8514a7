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
