import './candidates.css';

export interface MailTextProps {
  text: string;
  /** The box's accessible name ('Text of the mail: Deposit notice'). */
  label: string;
  className?: string;
}

/**
 * A mail's text as the rules read it, its lines kept and long lines wrapped, in a box that scrolls
 * past a few lines (and takes the keyboard's focus, so it scrolls without a mouse too).
 */
export function MailText({ text, label, className = '' }: MailTextProps) {
  return (
    <pre
      role="group"
      aria-label={label}
      tabIndex={0}
      className={`mail-text border rounded bg-body-tertiary p-2 small mb-0 ${className}`}
    >
      {text}
    </pre>
  );
}
