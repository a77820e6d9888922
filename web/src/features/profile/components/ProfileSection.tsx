import { type ReactNode } from 'react';
import { type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';

/** One titled card of the profile form, with its icon and an optional description. */
export function ProfileSection({ icon: Icon, title, description, children, testId }: { icon: LucideIcon; title: string; description?: string; children: ReactNode; testId: string }) {
  const headingId = `profile-section-${testId}`;
  return (
    <Card className="p-5 sm:p-8" data-testid={`profile-section-${testId}`}>
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <div>
            <h2 id={headingId} className="text-lg font-bold">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm leading-relaxed text-muted">{description}</p>}
          </div>
        </div>
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}
