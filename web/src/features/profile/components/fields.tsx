import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';

/** A field error, announced when it appears. */
export function FieldError({ id, children, testId }: { id?: string; children: ReactNode; testId?: string }) {
  return (
    <p id={id} role="alert" data-testid={testId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  errorTestId?: string;
  /** Replaces the plain input (e.g. a password input with a reveal button). */
  render?: (props: InputHTMLAttributes<HTMLInputElement> & { id: string }) => ReactNode;
}

/** A labelled input with an optional hint and error, wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, errorTestId, className, id: givenId, render, ...input },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const described = errorId ?? hintId;
  const props = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...input };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {render ? render(props) : <input ref={ref} className={inputClass} {...props} />}
      {error ? (
        <FieldError id={errorId} testId={errorTestId}>
          {error}
        </FieldError>
      ) : (
        hint && (
          <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
});

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('profile');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={cn(inputClass, 'pr-11')} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={t(visible ? 'account.password.hide' : 'account.password.show')}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-ink"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
