import {
  displayDate,
  displayMoney,
  displayPhone,
  GENDER_DESIGNATION_LABELS,
  SEARCH_LINKS,
  TRANSACTION_TYPE_LABELS,
  type GenderDesignation,
  type SearchResult,
  type TransactionType,
} from '@bunkhouse/contract';

/**
 * The search from anywhere's results (`SearchResult`): a label, a line of detail and the web page that
 * opens the record, for at most a few rows per kind. Written here in Node rather than by PostgreSQL
 * (the other presenters) because the text is made of what the contract already writes for people
 * (money, days, phones, type and designation labels) and a transaction's link is a query string to
 * encode; each function lists the fields it sends, from the columns its statement selects.
 */

/** The parts of a detail line, the empty ones left out. */
const line = (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' · ');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** A description long enough to recognise, not to read. */
const DESCRIPTION_SHOWN = 60;
const shortened = (text: string) =>
  text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN - 1).trimEnd()}…` : text;

export interface TenantHit {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  order_status: string | null;
  is_inactive: boolean;
}

export const tenantResult = (t: TenantHit): SearchResult => ({
  id: t.id,
  label: `${t.first_name} ${t.last_name}`,
  detail: line(
    t.email,
    displayPhone(t.phone),
    t.is_inactive ? 'Inactive' : t.order_status === 'overdue' && 'Overdue',
  ),
  link: SEARCH_LINKS.tenant(t.id),
});

export interface PropertyHit {
  id: number;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  is_active: boolean;
  beds_count: number;
}

export const propertyResult = (p: PropertyHit): SearchResult => ({
  id: p.id,
  label: p.address,
  detail: line(
    `${p.city}, ${p.state} ${p.zip_code}`,
    plural(p.beds_count, 'bed'),
    !p.is_active && 'Inactive',
  ),
  link: SEARCH_LINKS.property(p.id),
});

export interface RoomHit {
  id: number;
  number: number;
  gender_designation: GenderDesignation;
  beds_count: number;
  address: string;
}

export const roomResult = (r: RoomHit): SearchResult => ({
  id: r.id,
  label: `Room ${r.number}`,
  detail: line(r.address, GENDER_DESIGNATION_LABELS[r.gender_designation], plural(r.beds_count, 'bed')),
  link: SEARCH_LINKS.room(r.id),
});

export interface BedHit {
  id: number;
  number: number;
  price: string;
  room_number: number;
  address: string;
}

export const bedResult = (b: BedHit): SearchResult => ({
  id: b.id,
  label: `Bed ${b.number}`,
  detail: line(`Room ${b.room_number}`, b.address, displayMoney(b.price)),
  link: SEARCH_LINKS.bed(b.id),
});

export interface TransactionHit {
  id: number;
  type: TransactionType;
  amount: string;
  booked_on: string;
  description: string;
  sub_type_id: number | null;
  sub_type_name: string | null;
  tenant_first_name: string | null;
  tenant_last_name: string | null;
  property_address: string | null;
  /** The provider's reference of the payment candidate a payment was applied from. */
  reference: string | null;
}

/**
 * A ledger row; its link is the Finance list filtered to its type, sub-type, booked day and tenant
 * (or property), where the row shows with few others.
 */
export function transactionResult(tr: TransactionHit): SearchResult {
  const tenant = tr.tenant_first_name === null ? null : `${tr.tenant_first_name} ${tr.tenant_last_name}`;
  const filters: Record<string, string> = { type: tr.type };
  if (tr.sub_type_id !== null) filters.sub_type = String(tr.sub_type_id);
  if (tenant !== null) filters.tenant = tenant;
  else if (tr.property_address !== null) filters.property = tr.property_address;
  filters.date_from = tr.booked_on;
  filters.date_to = tr.booked_on;
  return {
    id: tr.id,
    label: `${TRANSACTION_TYPE_LABELS[tr.type]} ${displayMoney(tr.amount)}`,
    detail: line(
      tenant ?? tr.property_address,
      tr.sub_type_name,
      displayDate(tr.booked_on),
      shortened(tr.description.trim()),
      tr.reference && `Ref. ${tr.reference}`,
    ),
    link: SEARCH_LINKS.transactions(filters),
  };
}
