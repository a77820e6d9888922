import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';

export function EmptyState({ icon: Icon, title, body, action, testId }: { icon: LucideIcon; title: string; body: string; action: ReactNode; testId: string }) {
  return (
    <Card className="mx-auto w-full max-w-xl p-8 text-center sm:p-10" data-testid={testId}>
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="mt-5 text-xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
      <div className="mt-6 flex justify-center">{action}</div>
    </Card>
  );
}
