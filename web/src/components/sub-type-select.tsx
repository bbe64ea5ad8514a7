import Form from 'react-bootstrap/Form';
import type { SubType } from '@bunkhouse/contract';

export interface SubTypeSelectProps {
  value: string;
  onChange: (id: string) => void;
  subTypes: readonly SubType[] | undefined;
  isLoading: boolean;
  isInvalid?: boolean;
  disabled?: boolean;
  /** The first, empty choice. */
  placeholder?: string;
}

/** One sub-type (payment method, fee type, income or expense category) of a short list. */
export function SubTypeSelect({
  value,
  onChange,
  subTypes,
  isLoading,
  isInvalid = false,
  disabled = false,
  placeholder = 'Select...',
}: SubTypeSelectProps) {
  const isEmpty = !isLoading && subTypes !== undefined && subTypes.length === 0;
  let first = placeholder;
  if (isLoading) first = 'Loading...';
  else if (isEmpty) first = 'No options';
  return (
    <Form.Select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      isInvalid={isInvalid}
      disabled={disabled || isLoading}
    >
      <option value="">{first}</option>
      {subTypes?.map((subType) => (
        <option key={subType.id} value={subType.id}>
          {subType.name}
        </option>
      ))}
    </Form.Select>
  );
}
