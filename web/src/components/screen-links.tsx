import { Link } from 'react-router';
import type { GuardedScreen } from '../lib/screen-permissions';
import { AllowedLink } from './allowed-link';

export interface ScreenLink {
  to: string;
  label: string;
  /** What the screen is for, after its name. */
  purpose: string;
  /** The screen `to` opens when only some users may: without its permission the name is plain text. */
  screen?: GuardedScreen;
}

/** A list of screens, each a link and what it is for (the help page, the welcome without reports). */
export function ScreenLinks({ screens }: { screens: readonly ScreenLink[] }) {
  return (
    <ul className="mb-0">
      {screens.map((screen) => (
        <li key={screen.to}>
          {screen.screen ? (
            <AllowedLink screen={screen.screen} to={screen.to}>
              {screen.label}
            </AllowedLink>
          ) : (
            <Link to={screen.to}>{screen.label}</Link>
          )}
          : {screen.purpose}
        </li>
      ))}
    </ul>
  );
}
