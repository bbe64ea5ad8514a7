import { describe, expect, it } from 'vitest';
import { FEMALE_FIRST_NAMES, FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { creationOrder, demoPeople, type Slot } from './people';

/** A house's worth of slots: tenants in female, male and mixed rooms of two cities, some without an order. */
const slots: Slot[] = Array.from({ length: 120 }, (_, i) =>
  i < 100
    ? {
        designation: (['female', 'male', 'mixed'] as const)[i % 3]!,
        city: i % 2 ? 'Austin' : 'Chicago',
        startOffset: (i * 37) % 90,
      }
    : { designation: null, city: null, startOffset: null },
);

describe('the demo people', () => {
  it('take names from lists that tell a woman from a man, with more than 40 of each kind', () => {
    const female = new Set(FEMALE_FIRST_NAMES);
    expect(female.size).toBe(FEMALE_FIRST_NAMES.length);
    expect(new Set(MALE_FIRST_NAMES).size).toBe(MALE_FIRST_NAMES.length);
    expect(new Set(LAST_NAMES).size).toBe(LAST_NAMES.length);
    expect(MALE_FIRST_NAMES.filter((name) => female.has(name))).toEqual([]);
    expect(Math.min(FEMALE_FIRST_NAMES.length, MALE_FIRST_NAMES.length, LAST_NAMES.length)).toBeGreaterThan(
      40,
    );
    expect([...FIRST_NAMES].sort()).toEqual([...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES].sort());
    for (const name of [...FIRST_NAMES, ...LAST_NAMES]) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('are the same people every time, named to fit their room, and became tenants before their orders', () => {
    const people = demoPeople(slots, 90);
    expect(demoPeople(slots, 90)).toEqual(people);
    people.forEach((person, i) => {
      const room = slots[i]!.designation;
      if (room === 'female' || room === 'male') expect(person.gender).toBe(room);
      expect(person.gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES).toContain(
        person.row.first_name,
      );
      const start = slots[i]!.startOffset;
      // Created strictly before the day the order starts (90 − start days before the seed day).
      if (start !== null) expect(person.createdDaysAgo).toBeGreaterThan(90 - start);
      expect(person.createdDaysAgo).toBeGreaterThanOrEqual(1);
    });
    const order = creationOrder(people);
    const daysAgo = order.map((index) => people[index]!.createdDaysAgo);
    expect(daysAgo).toEqual([...daysAgo].sort((a, b) => b - a));
    expect(new Set(order).size).toBe(people.length);
  });
});
