import type { FormEvent, ReactNode } from 'react';
import { X } from 'lucide-react';
import { useShownModal } from '@/hooks/use-shown-modal';

interface Props {
  open: boolean;
  /** Escape, the close button: the dialog decides what closing keeps. */
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Ties the heading to the dialog (`${id}-title`). */
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
  closeLabel: string;
  testId: string;
  /** The buttons row at the bottom. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * A form in a native modal <dialog> (the feedback and verdict-report dialogs): the page behind is inert,
 * focus stays inside, Escape cancels; a header with title, subtitle and close button, a scrolling body
 * and a row of buttons.
 */
export function ModalFormDialog({ open, onCancel, onSubmit, id, title, subtitle, closeLabel, testId, footer, children }: Props) {
  const ref = useShownModal(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
      data-testid={testId}
    >
      <form onSubmit={onSubmit} noValidate className="flex max-h-[85dvh] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{subtitle}</p>
          </div>
          <button type="button" onClick={onCancel} aria-label={closeLabel} className="-mr-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-slate-100">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
        <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
      </form>
    </dialog>
  );
}
