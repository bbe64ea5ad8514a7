/**
 * What completing an order says (SPEC.md §8's toast), apart from Create Order's words (orders-text.ts):
 * the tenants screens load it with their lists, Create Order's code only when it opens.
 */
export const COMPLETE_ORDER_TEXT = {
  title: 'Complete Order',
  label: 'Complete order',
  question: (name: string) =>
    `Complete the order of ${name}? Its beds become free, and rent that is not yet due is cancelled.`,
  done: 'Order completed successfully',
} as const;
