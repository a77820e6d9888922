import { useEffect, useRef } from 'react';

/**
 * A native modal `<dialog>` opened while the component is mounted (focus stays inside, Escape
 * closes it); a click on the backdrop closes it too.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return {
    ref,
    onClose,
    onClick: (event: { target: EventTarget }) => {
      if (event.target === ref.current) onClose();
    },
  };
}
