import Button from 'react-bootstrap/Button';
import { useTheme } from '../theme/theme-context';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <Button variant="link" className="nav-link px-2" onClick={toggleTheme} aria-label={label} title={label}>
      <i className={theme === 'light' ? 'bi bi-moon-stars' : 'bi bi-sun'} aria-hidden="true" />
    </Button>
  );
}
