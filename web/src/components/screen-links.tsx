import { Link } from 'react-router';

export interface ScreenLink {
  to: string;
  label: string;
  /** What the screen is for, after its name. */
  purpose: string;
}

/** A list of screens, each a link and what it is for (the help page, the welcome without reports). */
export function ScreenLinks({ screens }: { screens: readonly ScreenLink[] }) {
  return (
    <ul className="mb-0">
      {screens.map((screen) => (
        <li key={screen.to}>
          <Link to={screen.to}>{screen.label}</Link>: {screen.purpose}
        </li>
      ))}
    </ul>
  );
}
