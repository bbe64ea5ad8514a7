import { ToastContainer } from 'react-toastify/unstyled';
import { useTheme } from '../theme/theme-context';

/** The toast area (SPEC.md §9). Show toasts with `notify` from lib/notify. */
export function AppToasts() {
  const { theme } = useTheme();
  return (
    <ToastContainer
      position="top-right"
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
