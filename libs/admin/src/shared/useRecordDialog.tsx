import { useState } from 'react';

/** Which record a screen's dialog is open for: `null` closed, `'new'` to create, or the row. */
export function useRecordDialog<T>() {
  const [open, setOpen] = useState<{ record: T | null } | null>(null);
  return {
    open,
    create: () => setOpen({ record: null }),
    edit: (record: T) => setOpen({ record }),
    close: () => setOpen(null),
  };
}
