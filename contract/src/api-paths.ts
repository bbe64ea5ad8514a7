/**
 * Every API path, as the spec writes it. Server routes and the web client both use these; paths with
 * `:id` are route patterns: fill them with `pathWithId`.
 */
export const apiPaths = {
  csrf: '/api/csrf/',
  login: '/api/login/',
  logout: '/api/logout/',
  user: '/api/user/',
  passwordChange: '/api/user/password/',
  audit: '/api/audit-log/',
  users: '/api/users/',
  staffUser: '/api/users/:id/',
  userDeactivate: '/api/users/:id/deactivate/',
  userActivate: '/api/users/:id/activate/',
  userSetPassword: '/api/users/:id/set_password/',
  groups: '/api/groups/',
  group: '/api/groups/:id/',
  permissions: '/api/permissions/',
  settings: '/api/settings/',
  publicSettings: '/api/settings/public/',
  mailTest: '/api/settings/mail/test/',
  mailReading: '/api/settings/test-mail/',
  health: '/api/health/',
  docs: '/api/docs',
  properties: '/api/properties/',
  property: '/api/properties/:id/',
  propertyRooms: '/api/properties/:id/rooms/',
  rooms: '/api/rooms/',
  room: '/api/rooms/:id/',
  roomBeds: '/api/rooms/:id/beds/',
  beds: '/api/beds/',
  bed: '/api/beds/:id/',
  tenants: '/api/tenants/',
  tenant: '/api/tenants/:id/',
  tenantActivate: '/api/tenants/:id/activate/',
  tenantTransactions: '/api/tenants/:id/transactions/',
  tenantVerifySsn: '/api/tenants/:id/verify_ssn/',
  orders: '/api/orders/',
  order: '/api/orders/:id/',
  availableTenants: '/api/orders/available_tenants/',
  availableBeds: '/api/orders/available_beds/',
  bedsTotalPrice: '/api/orders/get_beds_total_price/',
  firstPeriod: '/api/orders/first_period/',
  orderDeposit: '/api/orders/:id/deposit/',
  refunds: '/api/refunds/',
  subTypes: '/api/transaction-sub-types/',
  subType: '/api/transaction-sub-types/:id/',
  subTypeAmount: '/api/transaction-sub-types/:id/get-amount/',
  payments: '/api/payments/',
  payment: '/api/payments/:id/',
  paymentVoid: '/api/payments/:id/void/',
  fees: '/api/fees/',
  fee: '/api/fees/:id/',
  feeVoid: '/api/fees/:id/void/',
  transactions: '/api/transactions/',
  transactionsCsv: '/api/transactions/csv/',
  rentConfirmation: '/api/rent-confirmations/:id/',
  reportTotal: '/api/reportsapp/total/',
  reportSummary: '/api/reportsapp/summary/',
  reportProperties: '/api/reportsapp/properties/',
  reportCollection: '/api/reportsapp/collection/',
  reportDeposits: '/api/reportsapp/deposits/',
  reportOwing: '/api/reportsapp/owing/',
  reportRentDue: '/api/reportsapp/rent-due/',
  reportFreeBeds: '/api/reportsapp/free-beds/',
  rentConfirmations: '/api/rent-confirmations/',
  paymentCandidates: '/api/payment-candidates/',
  paymentCandidate: '/api/payment-candidates/:id/',
  paymentCandidatesUpload: '/api/payment-candidates/upload/',
  paymentCandidatesLog: '/api/payment-candidates/log/',
  needsLook: '/api/payment-candidates/needs-look/',
  statementMappings: '/api/payment-candidates/statement-mappings/',
  statementMapping: '/api/payment-candidates/statement-mappings/:id/',
  mailLayouts: '/api/mail-layouts/',
  mailLayout: '/api/mail-layouts/:id/',
  mailLayoutTest: '/api/mail-layouts/:id/test/',
} as const;

/** `pathWithId(apiPaths.bed, 7)` → '/api/beds/7/'. */
export const pathWithId = (pattern: string, id: number | string) =>
  pattern.replace(':id', encodeURIComponent(String(id)));

/**
 * The header a client sends with a money POST so that repeating it never records the money twice
 * (decision 026). Here, beside the paths, so that the web's API client can name it without bringing
 * the finance schemas into every screen's first download.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
