/** What the places endpoints tell the user when they refuse: one place for the wording. */

/** "3 rooms. Delete or move them first." / "1 room. Delete or move it first." */
const stillHas = (what: string, noun: string, n: number | undefined) =>
  n === 1
    ? `${what} still has 1 ${noun}. Delete or move it first.`
    : `${what} still has ${n ?? 'some'} ${noun}s. Delete or move them first.`;

export const placesMessages = {
  /** `n` undefined: a concurrent request added one after the check, so the number is not known. */
  propertyHasRooms: (n?: number) => stillHas('This property', 'room', n),
  roomHasBeds: (n?: number) => stillHas('This room', 'bed', n),
  bedInOpenOrder: (orderId: number) =>
    `This bed is in order #${orderId}, which is not completed. Complete the order or take the bed out of it first.`,
  roomNumberTaken: 'A room with this number already exists in this property.',
  bedNumberTaken: 'A bed with this number already exists in this room.',
  noSuchProperty: 'This property does not exist.',
  noSuchRoom: 'This room does not exist.',
} as const;
