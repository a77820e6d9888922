import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FieldError } from '../TextField';

/** Opens the legal text in a new tab, so the half-filled form stays as it is. */
export function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800">
      {children}
    </Link>
  );
}

interface ConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  testId: string;
  children: ReactNode;
}

export function Consent({ checked, onChange, error, testId, children }: ConsentProps) {
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-slate-700">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded accent-brand-700"
        />
        <span>{children}</span>
      </label>
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}
