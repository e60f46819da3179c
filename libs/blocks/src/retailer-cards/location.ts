import type { VisitorLocationState } from './environment';
import type { RetailerCardStrings } from './strings';

/** What the status line says about the visitor's position. */
export function locationMessage(state: VisitorLocationState, t: RetailerCardStrings): string {
  switch (state) {
    case 'idle':
      return '';
    case 'locating':
      return t.locating;
    case 'located':
      return t.located;
    case 'denied':
      return t.locationDenied;
    case 'unavailable':
      return t.locationUnavailable;
    case 'unsupported':
      return t.locationUnsupported;
  }
}
