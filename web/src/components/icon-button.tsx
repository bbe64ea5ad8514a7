import Button from 'react-bootstrap/Button';
import type { ButtonProps } from 'react-bootstrap/Button';

/** A button with a Bootstrap icon before its label (`icon`: 'bi-plus-lg', 'bi-arrow-counterclockwise', …). */
export function IconButton({ icon, children, ...props }: ButtonProps & { icon: string }) {
  return (
    <Button {...props}>
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {children}
    </Button>
  );
}
