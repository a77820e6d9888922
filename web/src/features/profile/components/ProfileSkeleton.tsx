import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';

/** The form's shape while the profile loads (three cards, as the spec's skeleton count). */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div role="status" aria-label={t('loading')} data-testid="profile-skeleton" className="flex flex-col gap-6">
      <Card className="p-6 sm:p-8">
        <Skeleton className="h-5 w-40" />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </Card>
      {[0, 1].map((i) => (
        <Card key={i} className="p-6 sm:p-8">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <div className="mt-6 flex flex-wrap gap-2">
            {['w-28', 'w-20', 'w-32', 'w-24', 'w-20', 'w-28', 'w-24'].map((width, j) => (
              <Skeleton key={j} className={`h-10 rounded-full ${width}`} />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
