import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';

/** First-time setup (`?newUser=true`). */
export function WelcomeBanner({ username }: { username: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <section
      data-testid="welcome-banner"
      aria-labelledby="welcome-banner-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lg sm:p-8"
    >
      <div aria-hidden="true" className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-16 right-16 size-32 rounded-full bg-brand-400/20" />
      <div className="relative flex gap-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
          <PartyPopper className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h2 id="welcome-banner-title" className="text-lg font-bold [word-break:auto-phrase] sm:text-xl">
            {username ? t('welcome.titleNamed', { username }) : t('welcome.title')}
          </h2>
          <p className="mt-1.5 max-w-2xl text-sm leading-relaxed text-brand-50 [word-break:auto-phrase] sm:text-base">{t('welcome.body')}</p>
        </div>
      </div>
    </section>
  );
}
