import './messages.css';

/** A message's plain text as sent: its lines kept, long lines wrapped, in a box that scrolls when long. */
export function MessageText({ text, label }: { text: string; label: string }) {
  return (
    <pre
      role="group"
      aria-label={label}
      tabIndex={0}
      className="message-text border rounded bg-body-tertiary p-2 mb-0"
    >
      {text}
    </pre>
  );
}
