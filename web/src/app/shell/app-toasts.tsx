import { ToastContainer } from 'react-toastify/unstyled';
import { useTheme } from '../theme/theme-context';

/**
 * The toast area (SPEC.md §9), at the bottom right rather than the spec's top right: there a toast
 * covered the page header's main buttons (Add transaction, New tenant) just after they were used
 * (issue 15; docs/screens.md). Show toasts with `notify` from lib/notify.
 */
export function AppToasts() {
  const { theme } = useTheme();
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={4000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      closeOnClick
      newestOnTop={false}
      theme={theme}
    />
  );
}
