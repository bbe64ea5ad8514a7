import { lazy } from 'react';
import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { SCREEN_PERMISSIONS } from '../lib/screen-permissions';
import type { GuardedScreen } from '../lib/screen-permissions';
import { RequireAuth } from './auth/require-auth';
import { RequirePermission } from './auth/require-permission';
import { RouteErrorPage } from './pages/route-error-page';
import { PublicLayout } from './shell/public-layout';
import { RootLayout } from './shell/root-layout';

// Every screen is its own chunk, so the first download holds only the shell.
const LoginPage = lazy(() => import('./routes/auth/login-page').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('./pages/logout-page').then((m) => ({ default: m.LogoutPage })));
const ForbiddenPage = lazy(() =>
  import('./pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })),
);
const CsrfFailedPage = lazy(() =>
  import('./pages/csrf-failed-page').then((m) => ({ default: m.CsrfFailedPage })),
);
const ServerErrorPage = lazy(() =>
  import('./pages/server-error-page').then((m) => ({ default: m.ServerErrorPage })),
);
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const InfoPage = lazy(() => import('./routes/info/info-page').then((m) => ({ default: m.InfoPage })));
const PropertiesPage = lazy(() =>
  import('./routes/places/properties-page').then((m) => ({ default: m.PropertiesPage })),
);
const PropertyPage = lazy(() =>
  import('./routes/places/property-page').then((m) => ({ default: m.PropertyPage })),
);
const RoomsPage = lazy(() => import('./routes/places/rooms-page').then((m) => ({ default: m.RoomsPage })));
const RoomPage = lazy(() => import('./routes/places/room-page').then((m) => ({ default: m.RoomPage })));
const BedsPage = lazy(() => import('./routes/places/beds-page').then((m) => ({ default: m.BedsPage })));
const BedPage = lazy(() => import('./routes/places/bed-page').then((m) => ({ default: m.BedPage })));
const BoardPage = lazy(() => import('./routes/board/board-page').then((m) => ({ default: m.BoardPage })));
const TenantsPage = lazy(() =>
  import('./routes/tenants/tenants-page').then((m) => ({ default: m.TenantsPage })),
);
const TenantPage = lazy(() =>
  import('./routes/tenants/tenant-page').then((m) => ({ default: m.TenantPage })),
);
const TenantCreatePage = lazy(() =>
  import('./routes/tenants/tenant-form-page').then((m) => ({ default: m.TenantCreatePage })),
);
const TenantEditPage = lazy(() =>
  import('./routes/tenants/tenant-form-page').then((m) => ({ default: m.TenantEditPage })),
);
const DepositPage = lazy(() =>
  import('./routes/orders/deposit-page').then((m) => ({ default: m.DepositPage })),
);
const TransactionsPage = lazy(() =>
  import('./routes/finance/transactions-page').then((m) => ({ default: m.TransactionsPage })),
);
const DashboardPage = lazy(() =>
  import('./routes/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const RecordsPage = lazy(() =>
  import('./routes/finance/records-page').then((m) => ({ default: m.RecordsPage })),
);
const PaymentCandidatesPage = lazy(() =>
  import('./routes/finance/payment-candidates-page').then((m) => ({ default: m.PaymentCandidatesPage })),
);
const MessagesPage = lazy(() =>
  import('./routes/finance/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const BalancePage = lazy(() =>
  import('./routes/balance/balance-page').then((m) => ({ default: m.BalancePage })),
);
const AuditPage = lazy(() => import('./routes/settings/audit-page').then((m) => ({ default: m.AuditPage })));
const StaffPage = lazy(() => import('./routes/settings/staff-page').then((m) => ({ default: m.StaffPage })));
const GroupsPage = lazy(() =>
  import('./routes/settings/groups-page').then((m) => ({ default: m.GroupsPage })),
);
const SubTypesPage = lazy(() =>
  import('./routes/settings/sub-types-page').then((m) => ({ default: m.SubTypesPage })),
);
const SettingsPage = lazy(() =>
  import('./routes/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);

/** A screen only some staff may open (lib/screen-permissions.ts): without it, the 403 page. */
const guarded = (screen: GuardedScreen, page: ReactNode) => (
  <RequirePermission permission={SCREEN_PERMISSIONS[screen]}>{page}</RequirePermission>
);

/**
 * The route table of SPEC.md §2. A tenant's balance page first, outside the shell: no startup check,
 * no call that needs a session (issue 32). Then the shell: public pages, then the authenticated ones
 * behind RequireAuth.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ path: paths.balance.pattern, element: <BalancePage /> }],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login.pattern, element: <LoginPage /> },
      { path: paths.logout.pattern, element: <LogoutPage /> },
      { path: paths.forbidden.pattern, element: <ForbiddenPage /> },
      { path: paths.csrfFailed.pattern, element: <CsrfFailedPage /> },
      { path: paths.serverError.pattern, element: <ServerErrorPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home.pattern, element: <DashboardPage /> },
          { path: paths.tenants.pattern, element: guarded('tenants', <TenantsPage />) },
          { path: paths.tenantCreate.pattern, element: guarded('tenantCreate', <TenantCreatePage />) },
          { path: paths.tenant.pattern, element: guarded('tenant', <TenantPage />) },
          { path: paths.tenantEdit.pattern, element: guarded('tenantEdit', <TenantEditPage />) },
          {
            path: paths.tenantDelete.pattern,
            element: guarded('tenantDelete', <TenantPage confirm="delete" />),
          },
          {
            path: paths.tenantCompleteOrder.pattern,
            element: guarded('tenantCompleteOrder', <TenantPage confirm="complete-order" />),
          },
          { path: paths.orderDeposit.pattern, element: guarded('orderDeposit', <DepositPage />) },
          { path: paths.transactions.pattern, element: guarded('transactions', <TransactionsPage />) },
          {
            path: paths.paymentCandidates.pattern,
            element: guarded('paymentCandidates', <PaymentCandidatesPage />),
          },
          { path: paths.records.pattern, element: guarded('records', <RecordsPage />) },
          { path: paths.messages.pattern, element: guarded('messages', <MessagesPage />) },
          { path: paths.properties.pattern, element: guarded('properties', <PropertiesPage />) },
          { path: paths.property.pattern, element: guarded('property', <PropertyPage />) },
          { path: paths.rooms.pattern, element: guarded('rooms', <RoomsPage />) },
          { path: paths.room.pattern, element: guarded('room', <RoomPage />) },
          { path: paths.beds.pattern, element: guarded('beds', <BedsPage />) },
          { path: paths.bed.pattern, element: guarded('bed', <BedPage />) },
          { path: paths.board.pattern, element: guarded('board', <BoardPage />) },
          { path: paths.info.pattern, element: <InfoPage /> },
          { path: paths.settings.pattern, element: <SettingsPage /> },
          { path: paths.audit.pattern, element: guarded('audit', <AuditPage />) },
          { path: paths.subTypes.pattern, element: guarded('subTypes', <SubTypesPage />) },
          { path: paths.staff.pattern, element: guarded('staff', <StaffPage />) },
          { path: paths.groups.pattern, element: guarded('groups', <GroupsPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
