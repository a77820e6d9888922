import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';

/** An empty (or failed) list: what it is and what to do. */
export function EmptyNote({ icon: Icon, title, body, testId, children }: { icon: LucideIcon; title: string; body: string; testId: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center" data-testid={testId}>
      <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <p className="mt-2 font-bold text-ink">{title}</p>
      <p className="max-w-md text-sm text-muted">{body}</p>
      {children && <div className="mt-3">{children}</div>}
    </Card>
  );
}
