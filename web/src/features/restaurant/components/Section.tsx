import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';

/** A titled card of the detail page. */
export function Section({ title, action, children, testId, className }: { title: ReactNode; action?: ReactNode; children: ReactNode; testId: string; className?: string }) {
  return (
    <Card className={cn('p-5 sm:p-6', className)} data-testid={testId}>
      <section aria-labelledby={`${testId}-title`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${testId}-title`} className="text-lg font-bold tracking-tight text-ink">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
