import type { GenderDesignation, Relationship } from '@bunkhouse/contract';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { randomness, type Randomness } from './random';

/**
 * The demo's people, made up the same way every time (a seeded randomness, nothing of the day): for
 * each tenant a name that fits the room of their bed (a woman in a female room, a man in a male
 * one), no two tenants with the same full name, an e-mail address of their own, a phone number
 * nobody else has, an age from 19 to 70, and for about three in four an emergency contact whose
 * name fits the relationship (a mother is a woman and most often shares the tenant's last name) and
 * whose age does (a 25-year-old gives a parent, a 60-year-old a spouse or a grown child). Also when
 * each one became a tenant: a day to four weeks before their first order starts, or any day of
 * the last five months for those without one. The birth and creation dates are kept as days before
 * the seed day, which seed/tenants.ts turns into dates.
 */

export type Gender = 'female' | 'male';

export interface Slot {
  /** The designation of the room of the tenant's bed; null for a tenant without an order. */
  designation: GenderDesignation | null;
  /** The city of that bed's house. */
  city: string | null;
  /** The day their first order starts, in days after the history's first day; null without one. */
  startOffset: number | null;
}

export interface DemoPerson {
  row: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    description: string | null;
    emergency_contact_first_name: string | null;
    emergency_contact_last_name: string | null;
    emergency_contact_phone: string | null;
    emergency_contact_relationship_to_tenant: Relationship | null;
  };
  gender: Gender;
  /** The age in days on the seed day: born that many days before it. */
  ageDays: number;
  /** Became a tenant this many days before the seed day, at this minute (business time). */
  createdDaysAgo: number;
  createdMinute: number;
}

// prettier-ignore
export const FEMALE_RELATIONS: Relationship[] = [
  'mother', 'stepmother', 'daughter', 'sister', 'grandmother', 'granddaughter', 'aunt', 'niece', 'wife',
  'fiancee', 'girlfriend',
];
// prettier-ignore
export const MALE_RELATIONS: Relationship[] = [
  'father', 'stepfather', 'son', 'brother', 'grandfather', 'grandson', 'uncle', 'nephew', 'husband',
  'fiance', 'boyfriend',
];
/** Relatives who mostly share the tenant's last name: how often they do. */
const SAME_LAST_NAME: Partial<Record<Relationship, number>> = {
  father: 1,
  brother: 1,
  son: 1,
  daughter: 0.85,
  mother: 0.8,
  sister: 0.7,
  wife: 0.7,
  husband: 0.7,
  grandfather: 0.8,
  grandmother: 0.5,
  stepmother: 0.6,
  stepfather: 0.3,
  uncle: 0.5,
  nephew: 0.6,
  niece: 0.4,
  aunt: 0.35,
  cousin: 0.3,
};

/** Area codes of the demo houses' cities, and of places tenants and their families come from. */
const LOCAL_AREA_CODES: Record<string, string[]> = {
  Chicago: ['312', '773', '872'],
  Austin: ['512', '737'],
  Philadelphia: ['215', '267', '445'],
  Portland: ['503', '971'],
};
const OTHER_AREA_CODES = ['210', '305', '404', '602', '702', '713', '206', '617', '919', '313', '414', '615'];
/** 555-0100 to 555-0199 are fictional in every area code; the tests and examples type these by hand. */
const TYPED_BY_HAND = new Set(['3125550142', '3125550199']);
const typedByHand = (phone: string) => TYPED_BY_HAND.has(phone) || /^31255501[01]\d$/.test(phone);

const MAIL_HOSTS: Array<[string, number]> = [
  ['gmail.com', 50],
  ['yahoo.com', 14],
  ['icloud.com', 14],
  ['outlook.com', 12],
  ['hotmail.com', 10],
];
const NOTES = [
  'Works nights; prefers a lower bunk.',
  'Referred by a current tenant.',
  'Construction crew, leaves before 6 am.',
  'Nursing student at the community college.',
  'Parking permit for a gray Honda Civic.',
  'Prefers a text to a call.',
  'Pays at the office in person.',
  'Travel nurse on a 13-week contract.',
];

/** Every fictional number once, drawn at random from the area code asked for. */
function phoneBook(random: Randomness) {
  const left = new Map<string, string[]>();
  return (area: string) => {
    if (!left.has(area)) {
      const numbers = Array.from({ length: 100 }, (_, n) => `${area}55501${String(n).padStart(2, '0')}`);
      left.set(area, random.shuffled(numbers.filter((phone) => !typedByHand(phone))));
    }
    const phone = left.get(area)!.pop();
    if (!phone) throw new Error(`demo people: no fictional number left in area code ${area}`);
    return phone;
  };
}

/** The relationship of an emergency contact, as likely as it is at the tenant's age. */
function relationshipFor(random: Randomness, age: number, gender: Gender): Relationship {
  const spouse = gender === 'male' ? 'wife' : 'husband';
  const date = gender === 'male' ? 'girlfriend' : 'boyfriend';
  const engaged = gender === 'male' ? 'fiancee' : 'fiance';
  if (age < 30) {
    // prettier-ignore
    return random.weighted<Relationship>([
      ['mother', 28], ['father', 14], ['sister', 10], ['brother', 9], ['grandmother', 6], ['aunt', 5],
      ['uncle', 3], ['cousin', 5], [date, 10], ['stepmother', 2], ['stepfather', 2], ['other', 4],
    ]);
  }
  if (age < 50) {
    // prettier-ignore
    return random.weighted<Relationship>([
      [spouse, 24], ['partner', 9], [engaged, 3], ['mother', 18], ['father', 6], ['sister', 12],
      ['brother', 11], ['cousin', 6], ['other', 8],
    ]);
  }
  // prettier-ignore
  return random.weighted<Relationship>([
    [spouse, 24], ['daughter', 15], ['son', 14], ['sister', 14], ['brother', 10], ['partner', 6],
    ['niece', 4], ['nephew', 4], ['other', 9],
  ]);
}

const genderOfRelation = (random: Randomness, relationship: Relationship): Gender =>
  FEMALE_RELATIONS.includes(relationship)
    ? 'female'
    : MALE_RELATIONS.includes(relationship)
      ? 'male'
      : random.pick<Gender>(['female', 'male']);

export function demoPeople(slots: Slot[], historyDays: number): DemoPerson[] {
  const random = randomness(20_261_123);
  const firstNames = { female: random.deck(FEMALE_FIRST_NAMES), male: random.deck(MALE_FIRST_NAMES) };
  // The dozen commonest US last names come twice as often.
  const lastNames = random.deck([...LAST_NAMES, ...LAST_NAMES.slice(0, 12)]);
  const phone = phoneBook(random);
  const fullNames = new Set<string>();
  const emails = new Set<string>();
  const firstOf = (gender: Gender) =>
    random.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);

  return slots.map((slot) => {
    const gender: Gender =
      slot.designation === 'female' || slot.designation === 'male'
        ? slot.designation
        : random.pick<Gender>(['female', 'male']);
    let first = firstNames[gender]();
    let last = lastNames();
    while (fullNames.has(`${first} ${last}`)) [first, last] = [firstNames[gender](), lastNames()];
    fullNames.add(`${first} ${last}`);

    const years = random.chance(0.7) ? random.int(19, 44) : random.int(45, 70);
    // A day of the year of that age, clear of its birthdays (a year is 365.2425 days on average).
    const ageDays = Math.floor(years * 365.2425) + random.int(3, 360);

    const [f, l] = [first.toLowerCase(), last.toLowerCase()];
    const nn = String(random.int(1, 99));
    let email = random.weighted([
      [`${f}.${l}`, 4],
      [`${f}${l}${nn}`, 3],
      [`${f[0]}${l}`, 2],
      [`${f}_${l}${nn}`, 1],
    ] as const);
    while (emails.has(email)) email = `${email}${random.int(0, 9)}`;
    emails.add(email);

    const local = (slot.city && LOCAL_AREA_CODES[slot.city]) || OTHER_AREA_CODES;
    const area = random.chance(0.65) ? random.pick(local) : random.pick(OTHER_AREA_CODES);
    const row: DemoPerson['row'] = {
      first_name: first,
      last_name: last,
      email: `${email}@${random.weighted(MAIL_HOSTS)}`,
      phone: phone(area),
      description: random.chance(0.15) ? random.pick(NOTES) : null,
      emergency_contact_first_name: null,
      emergency_contact_last_name: null,
      emergency_contact_phone: null,
      emergency_contact_relationship_to_tenant: null,
    };
    if (random.chance(0.78)) {
      const relationship = relationshipFor(random, years, gender);
      const contactGender = genderOfRelation(random, relationship);
      let contactFirst = firstOf(contactGender);
      while (contactFirst === first) contactFirst = firstOf(contactGender);
      row.emergency_contact_first_name = contactFirst;
      row.emergency_contact_last_name = random.chance(SAME_LAST_NAME[relationship] ?? 0.05)
        ? last
        : random.pick(LAST_NAMES.filter((name) => name !== last));
      row.emergency_contact_phone = phone(random.chance(0.5) ? area : random.pick(OTHER_AREA_CODES));
      row.emergency_contact_relationship_to_tenant = relationship;
    }

    // A tenant since a day to four weeks before their first order (half of them within the week
    // before it), or since any day of the last five months.
    const createdDaysAgo =
      slot.startOffset === null
        ? random.int(1, 150)
        : historyDays - slot.startOffset + 1 + Math.floor(random.next() ** 2 * 28);
    return { row, gender, ageDays, createdDaysAgo, createdMinute: random.int(9 * 60, 19 * 60) };
  });
}

/** The people's indices in the order they became tenants (so tenant ids follow time). */
export const creationOrder = (people: DemoPerson[]) =>
  people
    .map((person, index) => ({ person, index }))
    .sort(
      (a, b) =>
        b.person.createdDaysAgo - a.person.createdDaysAgo ||
        a.person.createdMinute - b.person.createdMinute ||
        a.index - b.index,
    )
    .map((entry) => entry.index);
