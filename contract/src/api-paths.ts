/** Every API path, as the spec writes it. Server routes and the web client both use these. */
export const apiPaths = {
  csrf: '/api/csrf/',
  login: '/api/login/',
  logout: '/api/logout/',
  user: '/api/user/',
  health: '/api/health/',
  docs: '/api/docs',
} as const;
