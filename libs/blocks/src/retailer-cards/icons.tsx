/** Line icons of the retailer cards (24×24, stroke in the text colour); decorative, hidden from AT. */
const paths: Record<string, string> = {
  phone:
    'M6.6 3.5l2.6-.4 1.6 4-1.9 1.4a11 11 0 0 0 6.6 6.6l1.4-1.9 4 1.6-.4 2.6a2 2 0 0 1-2.1 1.7C10.3 18.6 5.4 13.7 4.9 5.6a2 2 0 0 1 1.7-2.1z',
  whatsapp:
    'M4 20l1.2-4.2A8 8 0 1 1 8.4 19zM9 8.5c0 3.5 2.8 6.5 6.5 6.5l1-1.6-2-1-1 1a5 5 0 0 1-2.5-2.5l1-1-1-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  car: 'M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2M6.5 13h1M16.5 13h1',
  approved: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5',
  wrench: 'M14.5 4a4.5 4.5 0 0 0-4.2 6.1L4 16.4 7.6 20l6.3-6.3A4.5 4.5 0 0 0 20 9.5l-2.8 2.8-3.5-3.5L16.5 6z',
  spray: 'M8 9h6v12H8zM9 9V6h4v3M16 5h1M18 3h1M18 7h1M16 8h1',
  'steering-wheel': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 11h5l2 3h3l2-3h5M12 14v7',
  directions: 'M12 2.5l9.5 9.5-9.5 9.5L2.5 12zM9 14v-3h5M12 8.5l2.5 2.5L12 13.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
};

const contactIcons: Record<string, string> = { phone: 'phone', whatsapp: 'whatsapp', email: 'mail' };

/** An icon by name; unknown names (an editor's own) fall back to a check mark. */
export function RetailerIcon({ name }: { name: string }) {
  const d = paths[name] ?? paths[contactIcons[name] ?? ''] ?? paths['check'];
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
