import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { OfflineBanner } from '@/components/service-status/OfflineBanner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProfile } from '../hooks/use-profile';
import { ProfileForm } from './ProfileForm';
import { ProfileHeading } from './ProfileHeading';
import { ProfileSkeleton } from './ProfileSkeleton';
import { WelcomeBanner } from './WelcomeBanner';

/** /profile: username, distance unit, language, dietary preferences and allergies; Account Details. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('pageTitle'));
  const { user } = useAuth();
  const [params] = useSearchParams();
  const isNewUser = params.get('newUser') === 'true';
  const { load, retry, savedAt } = useProfile();
  const leavingRef = useRef<() => void>(() => {});

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-surface to-surface" data-testid="profile-page">
      <Container className="max-w-4xl py-8 sm:py-12">
        <div className="mb-6 empty:hidden">
          <OfflineBanner savedAt={savedAt} />
        </div>
        {isNewUser && (
          <div className="mb-8">
            <WelcomeBanner username={load.status === 'ready' ? load.profile.username : (user?.username ?? null)} />
          </div>
        )}
        {/* One heading for every state: a dialog opened from it while the profile loads stays open. */}
        <ProfileHeading onLeaving={() => leavingRef.current()} />
        {load.status === 'ready' ? (
          <ProfileForm initial={load.profile} isNewUser={isNewUser} leavingRef={leavingRef} />
        ) : (
          <>
            {load.status === 'loading' ? (
              <ProfileSkeleton />
            ) : (
              <Card className="p-8 text-center" data-testid="profile-load-error">
                <h2 className="text-lg font-bold">{t('loadError.title')}</h2>
                <p className="mt-2 text-sm text-muted">{t('loadError.body')}</p>
                <Button variant="outline" className="mt-6" onClick={retry}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {t('loadError.retry')}
                </Button>
              </Card>
            )}
          </>
        )}
      </Container>
    </div>
  );
}
