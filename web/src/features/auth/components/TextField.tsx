import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink shadow-xs outline-none transition-colors ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:ring-3 focus:ring-brand-600/15 disabled:bg-slate-50 disabled:text-muted sm:text-sm';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated; shown under the field and announced. */
  error?: string | null;
  hint?: ReactNode;
  /** Right-aligned next to the label (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  /** Extra control inside the input, on the right (the password eye). */
  trailing?: ReactNode;
  testId?: string;
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function TextField({ label, error, hint, labelAside, trailing, testId, className, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative mt-1.5">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          className={cn(inputClasses, error ? 'border-red-400' : 'border-slate-300', trailing ? 'pr-11' : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function FieldError({ id, children, testId }: { id?: string; children: ReactNode; testId?: string }) {
  return (
    <p id={id} role="alert" data-testid={testId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

type PasswordProps = Omit<Props, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'fields.hidePassword' : 'fields.showPassword')}
          aria-pressed={visible}
          className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      }
    />
  );
}
