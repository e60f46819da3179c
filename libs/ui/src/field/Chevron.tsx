/** A downward chevron for select-like triggers; it points down in both directions. */
export function Chevron() {
  return (
    <svg
      data-chevron=""
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6l5 5 5-5" />
    </svg>
  );
}
