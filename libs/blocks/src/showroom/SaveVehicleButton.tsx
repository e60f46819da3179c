import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import {
  $savedVehicles,
  isVehicleSaved,
  savedVehiclesRestored,
  savedVehicleToggled,
} from '@lux/stock-locator';
import { Button } from '@lux/ui';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      style={{ marginInlineEnd: '0.5rem' }}
    >
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

export interface SaveVehicleButtonProps {
  id: string;
  /** The listing the vehicle belongs to, stored with the id (A§3 saved vehicles: id and list). */
  listing: string;
  label: string;
}

/**
 * The save (heart) toggle: a toggle button (aria-pressed) over the domain lib's saved-vehicles model,
 * which keeps the list in local storage. The server renders it unpressed; the stored list is read
 * once in the browser after hydration.
 */
export function SaveVehicleButton({ id, listing, label }: SaveVehicleButtonProps) {
  const [saved, restore, toggle] = useUnit([$savedVehicles, savedVehiclesRestored, savedVehicleToggled]);
  useEffect(() => {
    restore();
  }, [restore]);
  const pressed = isVehicleSaved(saved, id);
  return (
    <Button variant="secondary" aria-pressed={pressed} onClick={() => toggle({ id, list: listing })}>
      <Heart filled={pressed} />
      {label}
    </Button>
  );
}
