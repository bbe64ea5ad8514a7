/**
 * The demo's randomness, seeded so that the demo house is the same every time (mulberry32: small,
 * fast and good enough to pick names). Never Math.random in the seed.
 */
export function randomness(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** An integer from `low` to `high`, both included. */
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  /** One of the choices, each as likely as its weight. */
  const weighted = <T>(choices: ReadonlyArray<readonly [T, number]>) => {
    let left = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
    return choices.at(-1)![0];
  };
  const shuffled = <T>(items: readonly T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  /** Draws that go through every item once (in a random order) before any comes again. */
  const deck = <T>(items: readonly T[]) => {
    let cards: T[] = [];
    return () => {
      if (!cards.length) cards = shuffled(items);
      return cards.pop()!;
    };
  };
  return { next, int, pick, weighted, shuffled, deck, chance: (p: number) => next() < p };
}

export type Randomness = ReturnType<typeof randomness>;
