import { useCallback, useMemo, useRef, useState } from 'react';
import { REQUIRED } from '@bunkhouse/contract';
import type { FormEvent } from 'react';
import { newIdempotencyKey } from './api-client';
import { useFocusFirstError } from './focus';
import { toFormErrors } from './form-errors';

/**
 * The form flow of SPEC.md §4: idle → submitting ('Saving...') → success or error.
 *
 * Field values are the strings of the inputs. On submit an empty value becomes null and the whole
 * body is checked with the contract's schema — the same one the server checks with (STYLE.md
 * example 2) — so the user reads the server's wording before any request is sent. A save that fails
 * shows the server's field errors under their fields and everything else in the banner; after any
 * failed submit the first field with an error takes focus (the banner when no field has one).
 *
 * One submit sends one request: a second submit while the first runs (a double click, Enter pressed
 * twice) is ignored. Each submission has an Idempotency-Key (decision 026), which a money form gives
 * its request: the same body submitted again after a failure (a lost answer, a timeout) goes under
 * the same key, so the server records it once; a changed body, or any body after a success, gets a
 * new key: a deliberate second payment is a second payment.
 */

/** What the form needs of a contract body schema (a zod schema has it). */
export interface BodySchema<T> {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormValues<K extends string> = Record<K, string>;
export type FormFieldErrors<K extends string> = Partial<Record<K, string>>;

export interface UseFormOptions<K extends string, T> {
  schema: BodySchema<T>;
  initialValues: FormValues<K>;
  /** Sends the checked body (a mutation's `mutateAsync`), a money write under `idempotencyKey`. */
  submit: (body: T, idempotencyKey: string) => Promise<unknown>;
  /** After a successful save: toast and close. */
  onSuccess?: () => void;
}

export interface FormController<K extends string> {
  values: FormValues<K>;
  errors: FormFieldErrors<K>;
  /** Problems that belong to no field of this form: non_field_errors, other server answers. */
  banner: string | null;
  isSubmitting: boolean;
  /** Sets a field and clears its error. */
  setValue: (field: K, value: string) => void;
  handleSubmit: (event?: FormEvent) => void;
  /**
   * The contract requires the field as the form stands now (left empty, the schema would say 'This
   * field is required.'): give it to the field's `FormField required`.
   */
  isRequired: (field: K) => boolean;
  /** Give to the `<form>` (a callback ref): after a failed submit its first field with an error takes focus. */
  bindForm: (form: HTMLFormElement | null) => void;
}

/** '' and blanks → null; everything else as typed. */
export function toNullableBody<K extends string>(values: FormValues<K>): Record<K, string | null> {
  const body = {} as Record<K, string | null>;
  for (const key of Object.keys(values) as K[]) body[key] = values[key].trim() === '' ? null : values[key];
  return body;
}

/** The fields that, emptied in the body as it stands, the schema refuses as required. */
function findRequired<K extends string>(
  schema: BodySchema<unknown>,
  fieldNames: readonly K[],
  values: FormValues<K>,
): ReadonlySet<K> {
  const body = toNullableBody(values);
  const required = new Set<K>();
  for (const field of fieldNames) {
    const parsed = schema.safeParse({ ...body, [field]: null });
    if (parsed.success) continue;
    const isMissing = parsed.error.issues.some(
      (issue) => issue.path[0] === field && issue.message === REQUIRED,
    );
    if (isMissing) required.add(field);
  }
  return required;
}

/** Splits messages into this form's fields (first message each) and the rest, joined for the banner. */
function splitMessages<K extends string>(
  fieldNames: readonly K[],
  messages: Iterable<[field: string, message: string]>,
  banner: string | null = null,
): { errors: FormFieldErrors<K>; banner: string | null } {
  const errors: FormFieldErrors<K> = {};
  const rest: string[] = banner ? [banner] : [];
  for (const [field, message] of messages) {
    if ((fieldNames as readonly string[]).includes(field)) errors[field as K] ??= message;
    else if (!rest.includes(message)) rest.push(message);
  }
  return { errors, banner: rest.length > 0 ? rest.join(' ') : null };
}

export function useForm<K extends string, T>({
  schema,
  initialValues,
  submit,
  onSuccess,
}: UseFormOptions<K, T>): FormController<K> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormFieldErrors<K>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Set at once, where the state is seen only at the next render: two submits in one tick send one.
  const isSending = useRef(false);
  /** The last submission not known to have succeeded: its body as sent, and its key. */
  const unsettled = useRef<{ body: string; key: string } | null>(null);
  const [fieldNames] = useState(() => Object.keys(initialValues) as K[]);
  const { bindForm, failed } = useFocusFirstError();
  const requiredFields = useMemo(
    () => findRequired(schema, fieldNames, values),
    [schema, fieldNames, values],
  );
  const isRequired = useCallback((field: K) => requiredFields.has(field), [requiredFields]);

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isSending.current) return;
    const parsed = schema.safeParse(toNullableBody(values));
    if (!parsed.success) {
      const found = splitMessages(
        fieldNames,
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]),
      );
      setErrors(found.errors);
      setBanner(found.banner);
      failed();
      return;
    }
    setErrors({});
    setBanner(null);
    isSending.current = true;
    setIsSubmitting(true);
    const body = JSON.stringify(parsed.data);
    if (unsettled.current?.body !== body) unsettled.current = { body, key: newIdempotencyKey() };
    submit(parsed.data, unsettled.current.key).then(
      () => {
        isSending.current = false;
        unsettled.current = null;
        setIsSubmitting(false);
        onSuccess?.();
      },
      (error: unknown) => {
        isSending.current = false;
        const failure = toFormErrors(error);
        const found = splitMessages(fieldNames, Object.entries(failure.fields), failure.banner);
        setErrors(found.errors);
        setBanner(found.banner);
        setIsSubmitting(false);
        failed();
      },
    );
  };

  return { values, errors, banner, isSubmitting, setValue, handleSubmit, isRequired, bindForm };
}
