import { z } from 'zod';
import {
  choiceInput,
  idInput,
  queryChoices,
  queryBoolean,
  queryNumber,
  requiredText,
  wholeNumberInput,
  REQUIRED,
} from './fields';
import { orderingQuery, pageQuery, paged, searchQuery, type Ordering } from './lists';
import { amountInput, money } from './money';

/**
 * Places: properties, rooms and beds (SPEC "Beds, rooms, properties", sections 3, 5 and 7).
 * Request bodies here are the ones the web forms validate with, so the server and the form agree.
 */

/**
 * The fixed list of states a property may be in: the 50 states and the District of Columbia.
 * Territories (PR, GU, VI, AS, MP) are not included: the spec asks for "US two-letter codes" of
 * states, and no operator we build for rents beds there yet; adding one is a one-line change.
 */
export const US_STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsState = keyof typeof US_STATE_NAMES;
/** The two-letter codes, alphabetical by state name (the order of a select). */
export const US_STATES = Object.keys(US_STATE_NAMES) as [UsState, ...UsState[]];

export const GENDER_DESIGNATIONS = ['male', 'female', 'mixed'] as const;
export type GenderDesignation = (typeof GENDER_DESIGNATIONS)[number];
/**
 * A tenant's gender, optional (issue 15): the two single-gender designations of rooms, so that Create
 * Order can warn when a bed's room is designated for the other one. Unknown is null.
 */
export const TENANT_GENDERS = ['male', 'female'] as const satisfies readonly GenderDesignation[];
export type TenantGender = (typeof TENANT_GENDERS)[number];

/** How every screen names a designation (the rooms list, the bed picker, a tenant's gender). */
export const GENDER_DESIGNATION_LABELS: Record<GenderDesignation, string> = {
  male: 'Male',
  female: 'Female',
  mixed: 'Mixed',
};

/** Room and bed numbers are whole numbers ("number (numeric)" in the spec), 1 to 99,999. */
export const PLACE_NUMBER_MAX = 99_999;

export const ZIP_CODE_MESSAGE = 'Zip code must be exactly 5 digits.';
export const STATE_MESSAGE = 'Select a state from the list.';

/** "3 rooms. Delete or move them first." / "1 room. Delete or move it first." */
const stillHas = (what: string, noun: string, n: number | undefined) =>
  n === 1
    ? `${what} still has 1 ${noun}. Delete or move it first.`
    : `${what} still has ${n ?? 'some'} ${noun}s. Delete or move them first.`;

/** What the places endpoints say when they refuse. */
export const PLACES_MESSAGES = {
  /** `n` undefined: a concurrent request added one after the check, so the number is not known. */
  propertyHasRooms: (n?: number) => stillHas('This property', 'room', n),
  roomHasBeds: (n?: number) => stillHas('This room', 'bed', n),
  bedInOpenOrder: (orderId: number) =>
    `This bed is in order #${orderId}, which is not completed. Complete the order or take the bed out of it first.`,
  roomNumberTaken: 'A room with this number already exists in this property.',
  bedNumberTaken: 'A bed with this number already exists in this room.',
  bedOrderMismatch: 'List every bed of this room once, and no other bed.',
  noSuchProperty: 'This property does not exist.',
  noSuchRoom: 'This room does not exist.',
} as const;

const stateInput = z
  .string({ error: (issue) => (issue.input == null ? REQUIRED : STATE_MESSAGE) })
  .trim()
  .toUpperCase()
  .min(1, { message: REQUIRED, abort: true })
  .pipe(z.enum(US_STATES, { error: STATE_MESSAGE }));

const zipCodeInput = z
  .string({ error: (issue) => (issue.input == null ? REQUIRED : ZIP_CODE_MESSAGE) })
  .trim()
  .min(1, { message: REQUIRED, abort: true })
  .regex(/^\d{5}$/, ZIP_CODE_MESSAGE);

const placeNumberInput = wholeNumberInput({ min: 1, max: PLACE_NUMBER_MAX });

// ---- Request bodies (POST and PUT take the same body) ----

export const propertyBody = z.strictObject({
  address: requiredText(255),
  city: requiredText(100),
  state: stateInput,
  zip_code: zipCodeInput,
  /** Optional: a new property is active; PUT without it keeps the current value. */
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export type PropertyBody = z.infer<typeof propertyBody>;
export type PropertyForm = z.input<typeof propertyBody>;

export const roomBody = z.strictObject({
  property_id: idInput,
  number: placeNumberInput,
  gender_designation: choiceInput(GENDER_DESIGNATIONS),
});
export type RoomBody = z.infer<typeof roomBody>;
export type RoomForm = z.input<typeof roomBody>;

export const bedBody = z.strictObject({
  room_id: idInput,
  number: placeNumberInput,
  price: amountInput,
});
export type BedBody = z.infer<typeof bedBody>;
export type BedForm = z.input<typeof bedBody>;

/**
 * `PUT /api/rooms/{id}/bed-order/` (issue 34): every bed of the room, in the order wanted; the beds are
 * numbered 1, 2, … in that order. The answer is the room's beds in their new order.
 */
export const bedOrderBody = z.strictObject({
  bed_ids: z
    .array(idInput, { error: (issue) => (issue.input == null ? REQUIRED : 'Expected a list of bed ids.') })
    .min(1, PLACES_MESSAGES.bedOrderMismatch),
});
export type BedOrderBody = z.infer<typeof bedOrderBody>;

// ---- Responses: explicit fields only ----

export const propertyOption = z.object({ id: z.number().int(), address: z.string() });
export type PropertyOption = z.infer<typeof propertyOption>;

export const property = z.object({
  id: z.number().int(),
  address: z.string(),
  city: z.string(),
  state: z.enum(US_STATES),
  zip_code: z.string(),
  is_active: z.boolean(),
  rooms_count: z.number().int(),
  beds_count: z.number().int(),
});
export type Property = z.infer<typeof property>;

export const room = z.object({
  id: z.number().int(),
  number: z.number().int(),
  gender_designation: z.enum(GENDER_DESIGNATIONS),
  property: propertyOption,
  beds_count: z.number().int(),
});
export type Room = z.infer<typeof room>;

export const bed = z.object({
  id: z.number().int(),
  number: z.number().int(),
  price: money,
  room: z.object({
    id: z.number().int(),
    number: z.number().int(),
    /** The room's designation: the bed picker shows it, and warns of a tenant of the other gender. */
    gender_designation: z.enum(GENDER_DESIGNATIONS),
    property: propertyOption,
  }),
});
export type Bed = z.infer<typeof bed>;

export const pagedProperties = paged(property);
export const pagedRooms = paged(room);
export const pagedBeds = paged(bed);
export const roomBedsInOrder = z.array(bed);

// ---- List query strings ----

/** The sortable columns of each list, as `?ordering=` takes them (leading "-" for descending). */
export const PROPERTY_ORDERING = ['address', 'city', 'state', 'zip_code', 'rooms_count', 'id'] as const;
export const ROOM_ORDERING = ['number', 'gender_designation', 'property', 'beds_count', 'id'] as const;
export const BED_ORDERING = ['number', 'price', 'room', 'property', 'id'] as const;
export type PropertyOrderingKey = (typeof PROPERTY_ORDERING)[number];
export type RoomOrderingKey = (typeof ROOM_ORDERING)[number];
export type BedOrderingKey = (typeof BED_ORDERING)[number];
export type PropertyOrdering = Ordering<PropertyOrderingKey>;
export type RoomOrdering = Ordering<RoomOrderingKey>;
export type BedOrdering = Ordering<BedOrderingKey>;

export const propertyListQuery = z.object({
  search: searchQuery,
  is_active: queryBoolean(),
  ordering: orderingQuery(PROPERTY_ORDERING),
  ...pageQuery,
});
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

/** `GET /api/rooms/`; a property's rooms (`/api/properties/{id}/rooms/`) take the same without `property`. */
export const roomListQuery = z.object({
  search: searchQuery,
  gender_designation: queryChoices(GENDER_DESIGNATIONS),
  property: queryNumber(),
  ordering: orderingQuery(ROOM_ORDERING),
  ...pageQuery,
});
export type RoomListQuery = z.infer<typeof roomListQuery>;
export const propertyRoomsQuery = roomListQuery.omit({ property: true });

/** `GET /api/beds/`; a room's beds (`/api/rooms/{id}/beds/`) take the same without `room`/`property`. */
export const bedListQuery = z.object({
  search: searchQuery,
  room: queryNumber(),
  property: queryNumber(),
  ordering: orderingQuery(BED_ORDERING),
  ...pageQuery,
});
export type BedListQuery = z.infer<typeof bedListQuery>;
export const roomBedsQuery = bedListQuery.omit({ room: true, property: true });
