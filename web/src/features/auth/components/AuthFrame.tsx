import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';

interface FrameProps {
  children: ReactNode;
  /** Content beside the card on wide screens (the sign-in page's introduction). */
  aside?: ReactNode;
  testId?: string;
}

/** The background and centred column every account page shares. */
export function AuthFrame({ children, aside, testId }: FrameProps) {
  return (
    // auto-phrase keeps Japanese phrases whole when lines wrap (no effect on other languages).
    <div className="flex flex-1 flex-col bg-gradient-to-b from-brand-50 via-surface to-surface [&_p]:text-pretty [&_p]:[word-break:auto-phrase]" data-testid={testId}>
      <Container
        className={cn(
          'flex flex-1 flex-col items-center py-8 sm:py-14',
          aside && 'lg:grid lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center lg:gap-16 lg:py-16',
        )}
      >
        {aside && <div className="hidden lg:block">{aside}</div>}
        <div className="w-full max-w-md">{children}</div>
      </Container>
    </div>
  );
}

interface CardProps {
  icon: LucideIcon;
  title: string;
  /** Under the title; may hold emphasis (the address a code went to). */
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card's body, separated by a rule. */
  footer?: ReactNode;
  className?: string;
}

/** The card of an account page: an icon, the page's h1, a short explanation, the form. */
export function AuthCard({ icon: Icon, title, description, children, footer, className }: CardProps) {
  return (
    <Card className={cn('p-6 sm:p-8', className)}>
      <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {description && <p className="mt-2 text-sm leading-relaxed text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-slate-100 pt-5 text-sm text-muted">{footer}</div>}
    </Card>
  );
}

/** The address a code was sent to, shown in full and never broken mid-word in an odd place. */
export function EmailEmphasis({ children }: { children?: ReactNode }) {
  return <strong className="font-semibold break-all text-ink">{children}</strong>;
}
