import { useEffect, useRef } from 'react';

/** A native modal `<dialog>` shown while `open` is true (the page behind is inert, focus stays inside). */
export function useShownModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
