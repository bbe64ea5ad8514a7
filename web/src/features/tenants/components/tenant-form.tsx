import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation, useNavigate } from 'react-router';
import { tenantBody } from '@bunkhouse/contract';
import type { Tenant, TenantBody } from '@bunkhouse/contract';
import { RequiredNote } from '../../../components/form-field';
import { SAVING_TEXT } from '../../../lib/form-text';
import { formatPhone, toUsDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { toNullableBody, useForm } from '../../../lib/use-form';
import type { BodySchema, FormValues } from '../../../lib/use-form';
import { useCreateTenant } from '../api/create-tenant';
import { findDuplicateTenants } from '../api/find-duplicate-tenants';
import type { DuplicateTenant } from '../api/find-duplicate-tenants';
import { useUpdateTenant } from '../api/update-tenant';
import { tenantsToasts } from '../tenants-text';
import { DuplicateTenantWarning } from './duplicate-tenant-warning';
import { EmergencyContactCard } from './emergency-contact-card';
import type { TenantField } from './tenant-form-fields';
import { TenantInfoCard } from './tenant-info-card';
import { useLeaveGuard } from './use-leave-guard';

/** Masked fields whose digits are what is sent. */
const DIGIT_FIELDS = ['phone', 'emergency_contact_phone', 'social_security_number'] as const;

/**
 * SPEC.md §5: on submit, phone and SSN are stripped to digits first (and the no-messages checkbox
 * becomes true or false), then the whole body is checked with the contract's schema (the server's, with its messages: 'Phone number must be at least 10
 * digits.', 'SSN must be at least 9 digits.').
 */
export const tenantFormSchema: BodySchema<TenantBody> = {
  safeParse: (input) => {
    const values = { ...(input as Record<TenantField, string | null>) };
    for (const field of DIGIT_FIELDS) {
      const digits = values[field]?.replace(/\D/g, '') ?? '';
      values[field] = digits === '' ? null : digits;
    }
    return tenantBody.safeParse({ ...values, messages_opt_out: values.messages_opt_out === 'true' });
  },
};

/** The form's strings for a tenant: phones in their mask, the date of birth as MM/DD/YYYY. */
function toFormValues(tenant?: Tenant): FormValues<TenantField> {
  return {
    first_name: tenant?.first_name ?? '',
    last_name: tenant?.last_name ?? '',
    email: tenant?.email ?? '',
    phone: tenant ? formatPhone(tenant.phone) : '',
    // Never returned: blank keeps the stored one on PUT.
    social_security_number: '',
    date_of_birth: tenant ? toUsDate(tenant.date_of_birth) : '',
    gender: tenant?.gender ?? '',
    description: tenant?.description ?? '',
    emergency_contact_first_name: tenant?.emergency_contact_first_name ?? '',
    emergency_contact_last_name: tenant?.emergency_contact_last_name ?? '',
    emergency_contact_email: tenant?.emergency_contact_email ?? '',
    emergency_contact_phone: tenant?.emergency_contact_phone
      ? formatPhone(tenant.emergency_contact_phone)
      : '',
    emergency_contact_relationship_to_tenant: tenant?.emergency_contact_relationship_to_tenant ?? '',
    // A checkbox: 'true' or 'false' (issue 32).
    messages_opt_out: tenant?.messages_opt_out ? 'true' : 'false',
  };
}

/** What the duplicate check was asked about: the e-mail (case aside) and the phone's digits. */
const contactKey = (values: FormValues<TenantField>) =>
  `${values.email.trim().toLowerCase()}|${values.phone.replace(/\D/g, '')}`;

/**
 * The tenant form of /tenants/create and /tenants/{id}/edit: the cards 'Tenant Info' and 'Emergency
 * Contact'. Creating POSTs, editing PUTs; then the tenant's page with a toast. Server field errors show
 * under their fields, the rest in a banner at the top, scrolled into view.
 *
 * Before saving a new e-mail or phone, another tenant with the same one is looked for: found, the
 * form names them and saves only on "Save anyway". Cancel goes back where the user came from (else
 * the tenant or the list); leaving with unsaved input asks first (useLeaveGuard).
 */
export function TenantForm({ tenant }: { tenant?: Tenant }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [initialValues] = useState(() => toFormValues(tenant));
  const [warned, setWarned] = useState<{ key: string; found: DuplicateTenant[] } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const savedId = useRef<number | null>(tenant?.id ?? null);
  const form = useForm<TenantField, TenantBody>({
    schema: tenantFormSchema,
    initialValues,
    submit: async (body) => {
      const saved = tenant
        ? await update.mutateAsync({ id: tenant.id, body })
        : await create.mutateAsync(body);
      savedId.current = saved.id;
    },
    onSuccess: () => {
      notify.success(tenant ? tenantsToasts.updated : tenantsToasts.created);
      allowLeaving();
      if (savedId.current !== null) void navigate(paths.tenant.href(savedId.current));
    },
  });

  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.banner) bannerRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [form.banner]);

  const isDirty = (Object.keys(initialValues) as TenantField[]).some(
    (field) => form.values[field] !== initialValues[field],
  );
  const { allowLeaving, dialog } = useLeaveGuard(isDirty);

  /** A valid form with an e-mail or phone not already its own asks the server for namesakes first. */
  const saveChecked = (event?: FormEvent) => {
    event?.preventDefault();
    if (form.isSubmitting || isChecking) return;
    const parsed = tenantFormSchema.safeParse(toNullableBody(form.values));
    const own =
      parsed.success &&
      tenant &&
      parsed.data.email.toLowerCase() === tenant.email.toLowerCase() &&
      parsed.data.phone === tenant.phone;
    if (!parsed.success || own) {
      form.handleSubmit();
      return;
    }
    const key = contactKey(form.values);
    const { handleSubmit } = form;
    setIsChecking(true);
    findDuplicateTenants({ email: parsed.data.email, phone: parsed.data.phone, excludeId: tenant?.id }).then(
      (found) => {
        setIsChecking(false);
        if (found.length > 0) setWarned({ key, found });
        else handleSubmit();
      },
      // The check is advisory: when it cannot be made, the save goes ahead.
      () => {
        setIsChecking(false);
        handleSubmit();
      },
    );
  };

  const duplicates = warned?.key === contactKey(form.values) ? warned.found : [];
  const { bindForm } = form;
  const cancelTo = tenant ? paths.tenant.href(tenant.id) : paths.tenants.href();
  // Back where the user came from; opened directly (no earlier page of the app), the tenant or the list.
  const cancel = () => void (location.key === 'default' ? navigate(cancelTo) : navigate(-1));
  const isBusy = form.isSubmitting || isChecking;
  return (
    <Form ref={bindForm} noValidate onSubmit={saveChecked} aria-label="Tenant">
      {form.banner && (
        <Alert ref={bannerRef} variant="danger" tabIndex={-1} data-form-banner>
          {form.banner}
        </Alert>
      )}
      <RequiredNote />
      <TenantInfoCard form={form} ssnLast4={tenant?.ssn_last4} />
      <EmergencyContactCard form={form} />
      {duplicates.length > 0 && (
        <DuplicateTenantWarning
          duplicates={duplicates}
          onSaveAnyway={() => form.handleSubmit()}
          disabled={isBusy}
        />
      )}
      <div className="d-flex justify-content-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isBusy}>
          {form.isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {form.isSubmitting ? SAVING_TEXT : 'Save'}
        </Button>
      </div>
      {dialog}
    </Form>
  );
}
