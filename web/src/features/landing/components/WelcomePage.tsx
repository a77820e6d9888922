import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { FinalCallToAction } from './FinalCallToAction';
import { HonestyNote } from './HonestyNote';
import { HowItWorks } from './HowItWorks';
import { RiskLevelsSection } from './RiskLevelsSection';
import { WelcomeHero } from './WelcomeHero';

export default function WelcomePage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('pageTitle'));

  return (
    <div data-testid="welcome-page">
      <AccountDeletedNotice />
      <WelcomeHero />
      <HowItWorks />
      <RiskLevelsSection />
      <HonestyNote />
      <FinalCallToAction />
    </div>
  );
}
