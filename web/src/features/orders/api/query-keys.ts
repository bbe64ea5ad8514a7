import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of orders:
 * ['orders', 'available-tenants']   GET /api/orders/available_tenants/
 * ['orders', 'available-beds']      GET /api/orders/available_beds/
 */
export const ordersKeys = {
  all: ['orders'] as const,
  availableTenants: () => [...ordersKeys.all, 'available-tenants'] as const,
  availableBeds: () => [...ordersKeys.all, 'available-beds'] as const,
};

/** Who and what is free for a new order changes with every order, and with every tenant. */
export function invalidateOrderOptions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
}
