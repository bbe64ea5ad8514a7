import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describe, expect, it, vi } from 'vitest';
import { propertyBody } from '@bunkhouse/contract';
import type { PropertyBody } from '@bunkhouse/contract';
import { ApiError } from '../lib/api-client';
import { useForm } from '../lib/use-form';
import { ActionsMenu } from './actions-menu';
import { FormDialog } from './form-dialog';
import { FormDialogBody } from './form-dialog-body';
import { FormField } from './form-field';

type Field = 'address' | 'city' | 'state' | 'zip_code';

/** The property form (the contract requires every field; here the address is left unmarked, to compare). */
function TestForm({
  submit,
  onCancel,
}: {
  submit: (body: PropertyBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<Field, PropertyBody>({
    schema: propertyBody,
    initialValues: { address: '', city: '', state: '', zip_code: '' },
    submit,
  });
  const fields: [Field, string][] = [
    ['address', 'Address'],
    ['city', 'City'],
    ['state', 'State'],
    ['zip_code', 'Zip code'],
  ];
  return (
    <FormDialogBody form={form} label="Property" onCancel={onCancel}>
      {fields.map(([name, label]) => (
        <FormField
          key={name}
          controlId={`test-${name}`}
          label={label}
          error={form.errors[name]}
          required={name !== 'address'}
        >
          <Form.Control
            value={form.values[name]}
            onChange={(event) => form.setValue(name, event.target.value)}
            isInvalid={!!form.errors[name]}
          />
        </FormField>
      ))}
    </FormDialogBody>
  );
}

/** A page with an 'Add' button and an Actions menu, both opening the dialog. */
function Page({ submit }: { submit: (body: PropertyBody) => Promise<unknown> }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Add
      </button>
      <ActionsMenu id="page-actions" actions={[{ label: 'Edit', onSelect: () => setIsOpen(true) }]} />
      <FormDialog show={isOpen} title="Add Property" onHide={() => setIsOpen(false)}>
        <TestForm submit={submit} onCancel={() => setIsOpen(false)} />
      </FormDialog>
    </>
  );
}

function setup(submit: (body: PropertyBody) => Promise<unknown> = () => Promise.resolve()) {
  const user = userEvent.setup();
  render(<Page submit={submit} />);
  const dialog = () => screen.getByRole('dialog', { name: 'Add Property' });
  const field = (label: string) => within(dialog()).getByRole('textbox', { name: label });
  return { user, dialog, field };
}

describe('form dialog: focus', () => {
  it('focuses the first field when it opens, not the close button', async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field('Address')).toHaveFocus();
  });

  it('gives focus back to the button that opened it, after Escape', async () => {
    const { user, field } = setup();
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(field('Address')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });

  it('gives focus back to the Actions button when a menu entry opened it', async () => {
    const { user, field } = setup();
    const actions = screen.getByRole('button', { name: 'Actions' });
    await user.click(actions);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Address')).toHaveFocus();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions).toHaveFocus();
  });
});

describe('form dialog: required fields', () => {
  it('marks the required fields for sight and for screen readers, and explains the mark once', async () => {
    const { user, field, dialog } = setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    for (const label of ['City', 'State', 'Zip code']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
      expect(within(dialog()).getByText(label, { selector: 'label' })).toHaveClass('form-label-required');
    }
    expect(field('Address')).not.toHaveAttribute('aria-required');
    expect(within(dialog()).getByText('Address', { selector: 'label' })).not.toHaveClass(
      'form-label-required',
    );
    expect(within(dialog()).getAllByText('required')).toHaveLength(1);
  });
});

describe('form dialog: focus after a failed submit', () => {
  it('focuses the first field with an error, in the order of the form, after the client check', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user, field } = setup(submit);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field('Address'), '12 Oak St');
    await user.type(field('State'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
    expect(field('City')).toHaveFocus();
  });

  it('focuses the first field the server refused (a 400 with field errors)', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, { zip_code: ['Enter a valid zip code.'], state: ['Unknown state.'] })),
    );
    const { user, field } = setup(submit);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field('Address'), '12 Oak St');
    await user.type(field('City'), 'Austin');
    await user.type(field('State'), 'TX');
    await user.type(field('Zip code'), '73301');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('State')).toHaveFocus());
    expect(field('Zip code')).toHaveClass('is-invalid');
  });

  it('focuses the banner when the problem belongs to no field', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(400, { non_field_errors: ['Already exists.'] })));
    const { user, field } = setup(submit);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field('Address'), '12 Oak St');
    await user.type(field('City'), 'Austin');
    await user.type(field('State'), 'TX');
    await user.type(field('Zip code'), '73301');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Already exists.')).toHaveFocus());
  });
});
