import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';

/** A titled card of the detail page. */
export function Section({
  title,
  icon: Icon,
  action,
  children,
  testId,
  className,
}: {
  title: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', className)} data-testid={testId}>
      <section aria-labelledby={`${testId}-title`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
            {Icon && <Icon className="size-5 text-brand-700" aria-hidden="true" />}
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
