import { toast } from 'react-toastify/unstyled';

/**
 * The one way to show a toast. It imports the same `react-toastify/unstyled` build as the app's
 * ToastContainer (the styled build injects a <style> tag, which the CSP forbids, and keeps its own
 * separate store).
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
