import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  busy: boolean;
  /** Shown while busy ("Sending Reset Email..."). */
  busyLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A full-width form button that says what it is doing while the request runs. */
export function SubmitButton({ busy, busyLabel, children, disabled, className, variant = 'primary', size = 'lg', type = 'submit', ...rest }: Props) {
  return (
    <Button type={type} variant={variant} size={size} disabled={busy || disabled} aria-busy={busy || undefined} className={cn('w-full', className)} {...rest}>
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
