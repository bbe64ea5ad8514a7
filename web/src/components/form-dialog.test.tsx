import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'react-bootstrap/Form';
import { describe, expect, it, vi } from 'vitest';
import { propertyBody } from '@bunkhouse/contract';
import type { PropertyBody } from '@bunkhouse/contract';
import { ApiError, NetworkError } from '../lib/api-client';
import { toNullableBody, useForm } from '../lib/use-form';
import { FormDialog } from './form-dialog';
import { FormDialogBody } from './form-dialog-body';
import { FormField } from './form-field';

type Field = 'address' | 'city' | 'state' | 'zip_code';

/** A property form, as a feature writes one, on the contract's own schema. */
function TestForm({
  submit,
  onSuccess,
}: {
  submit: (body: PropertyBody) => Promise<unknown>;
  onSuccess: () => void;
}) {
  const form = useForm<Field, PropertyBody>({
    schema: propertyBody,
    initialValues: { address: '', city: '', state: '', zip_code: '' },
    submit,
    onSuccess,
  });
  const fields: [Field, string][] = [
    ['address', 'Address'],
    ['city', 'City'],
    ['state', 'State'],
    ['zip_code', 'Zip code'],
  ];
  return (
    <FormDialogBody form={form} label="Property" onCancel={() => {}}>
      {fields.map(([name, label]) => (
        <FormField key={name} controlId={`test-${name}`} label={label} error={form.errors[name]}>
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

function setup(submit: (body: PropertyBody) => Promise<unknown> = () => Promise.resolve()) {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  const submitMock = vi.fn(submit);
  render(
    <FormDialog show title="Add Property" onHide={() => {}}>
      <TestForm submit={submitMock} onSuccess={onSuccess} />
    </FormDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Property' });
  const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const fillValid = async () => {
    await user.type(field('Address'), ' 12 Oak St ');
    await user.type(field('City'), 'Austin');
    await user.type(field('State'), 'tx');
    await user.type(field('Zip code'), '73301');
  };
  return { user, dialog, field, save, fillValid, submit: submitMock, onSuccess };
}

const errorOf = (input: HTMLElement) => input.parentElement?.querySelector('.invalid-feedback')?.textContent;

describe('form dialog: checking on the client with the contract schema', () => {
  it('shows the schema messages under the fields and sends nothing', async () => {
    const { dialog, field, save, user, submit } = setup();
    await save();
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(4);
    expect(field('Address')).toHaveClass('is-invalid');

    await user.type(field('Zip code'), '123');
    await save();
    expect(errorOf(field('Zip code'))).toBe('Zip code must be exactly 5 digits.');
    expect(submit).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as the field changes, and only that one", async () => {
    const { field, save, user } = setup();
    await save();
    await user.type(field('City'), 'A');
    expect(errorOf(field('City'))).toBeUndefined();
    expect(field('City')).not.toHaveClass('is-invalid');
    expect(errorOf(field('Address'))).toBe('This field is required.');
  });

  it('turns empty values into null before checking', () => {
    expect(toNullableBody({ address: '  ', city: 'Austin', zip_code: '' })).toEqual({
      address: null,
      city: 'Austin',
      zip_code: null,
    });
  });
});

describe('form dialog: saving', () => {
  it("reads 'Saving...' while the save runs, sends the checked body, then reports success", async () => {
    let finish = () => {};
    const { dialog, fillValid, save, submit, onSuccess } = setup(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await fillValid();
    await save();

    const button = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(
      { address: '12 Oak St', city: 'Austin', state: 'TX', zip_code: '73301' },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );

    finish();
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors under their fields, and others in the banner", async () => {
    const { dialog, field, fillValid, save, onSuccess } = setup(() =>
      Promise.reject(
        new ApiError(400, {
          zip_code: ['No such zip code.', 'Second message.'],
          region: ['Unknown region.'],
        }),
      ),
    );
    await fillValid();
    await save();
    expect(await within(dialog).findByText('No such zip code.')).toBeInTheDocument();
    expect(errorOf(field('Zip code'))).toBe('No such zip code.');
    expect(within(dialog).queryByText('Second message.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unknown region.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('joins non_field_errors with spaces in a banner at the top', async () => {
    const { dialog, fillValid, save } = setup(() =>
      Promise.reject(new ApiError(400, { non_field_errors: ['This address is taken.', 'Pick another.'] })),
    );
    await fillValid();
    await save();
    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent('This address is taken. Pick another.');
    expect(banner.parentElement?.firstElementChild).toBe(banner);
  });

  it.each([
    [new ApiError(409, { detail: 'Conflict here.', code: 'conflict' }), 'Error 409: Conflict here.'],
    [new NetworkError('Failed to fetch'), 'Network error: Failed to fetch'],
    [new Error('boom'), 'An unexpected error occurred.'],
  ])('shows the catalogue text for %s', async (error, text) => {
    const { dialog, fillValid, save } = setup(() => Promise.reject(error));
    await fillValid();
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });
});

describe('form dialog: edit mode', () => {
  it('waits for the object, and says so when it cannot be loaded', () => {
    const { rerender } = render(
      <FormDialog show title="Edit Property" onHide={() => {}} isLoading>
        <p>form</p>
      </FormDialog>,
    );
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(screen.queryByText('form')).not.toBeInTheDocument();

    rerender(
      <FormDialog show title="Edit Property" onHide={() => {}} loadFailed>
        <p>form</p>
      </FormDialog>,
    );
    expect(screen.getByText('Failed to load data for editing.')).toBeInTheDocument();
    expect(screen.queryByText('form')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2); // the X and the footer's
  });
});
