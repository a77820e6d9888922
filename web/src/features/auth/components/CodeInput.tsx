import { useId, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './TextField';

interface Props {
  length: number;
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/** Keeps the digits of whatever was typed, pasted or auto-filled ("123 456", "Code: 123456"). */
export function codeDigits(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

/**
 * A one-time-code input: one real <input> (numeric keyboard, `autocomplete="one-time-code"` so
 * phones offer the code from the email or SMS, paste of the whole code) drawn as one box per digit.
 * The input lies transparent over the boxes, so focus, typing, paste and screen readers all work
 * on a single ordinary field.
 */
export function CodeInput({ length, value, onChange, label, error, hint, disabled, autoFocus, testId }: Props) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const active = Math.min(value.length, length - 1);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(codeDigits(event.target.value, length));
  // The boxes show the digits in order, so the caret always stays at the end.
  const keepCaretAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-2">
        <div className="flex justify-between gap-2 sm:justify-start sm:gap-2.5" aria-hidden="true">
          {Array.from({ length }, (_, i) => {
            const digit = value[i] ?? '';
            const isActive = focused && i === active && !disabled;
            return (
              <div
                key={i}
                className={cn(
                  'flex h-13 w-11 items-center justify-center rounded-xl border bg-white text-2xl font-semibold tabular-nums text-ink transition-shadow sm:h-14 sm:w-12',
                  error ? 'border-red-400' : digit ? 'border-slate-400' : 'border-slate-300',
                  isActive && 'border-brand-600 ring-3 ring-brand-600/15',
                  disabled && 'bg-slate-50 text-muted',
                )}
              >
                {digit || (isActive && value.length < length ? <span className="h-6 w-px animate-pulse bg-brand-700" /> : null)}
              </div>
            );
          })}
        </div>
        <input
          id={id}
          value={value}
          onChange={handleChange}
          onSelect={keepCaretAtEnd}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          data-testid={testId}
          className="absolute inset-0 size-full cursor-text bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent disabled:cursor-not-allowed"
        />
      </div>
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
