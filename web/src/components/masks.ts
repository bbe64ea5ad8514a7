/** The masks of SPEC.md §5 and §9: `0` is any digit, everything else is typed for the user. */
export const MASKS = {
  phone: '(000) 000-0000',
  ssn: '000-00-0000',
  usDate: '00/00/0000',
} as const;
