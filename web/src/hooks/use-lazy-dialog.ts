import { useState } from 'react';

/**
 * A dialog whose code loads on first use: `mounted` turns true on the first `show()` (render the lazy
 * dialog only then) and stays true, so closing keeps what was typed for the next opening.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
