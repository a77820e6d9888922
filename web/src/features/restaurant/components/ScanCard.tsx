import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { ScannedWith } from '@shared/api/places';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import { ScanSummary } from '@/components/scan/ScanSummary';

/**
 * The allergen and diet scan, with what it found (as on the card), and whose lists it checked: the
 * search's the page was opened from, or the profile's (product-rules §10.1).
 */
export function ScanCard({ scan, scannedWith }: { scan: AllergenScanResult; scannedWith: ScannedWith }) {
  const { t } = useTranslation('restaurant');
  return (
    <section aria-labelledby="restaurant-scan-title" className="rounded-2xl border border-slate-200/80 bg-white p-4" data-testid="restaurant-scan">
      <h2 id="restaurant-scan-title" className="mb-3 flex items-center gap-2 text-sm font-bold text-ink">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
        {t('scan.title')}
      </h2>
      <ScanSummary scan={scan} />
      {scannedWith === 'search' ? (
        <p className="mt-3 text-xs text-muted" data-testid="restaurant-scan-basis" data-basis="search">
          {t('scan.basisSearch')}
        </p>
      ) : (
        <p className="mt-3 text-xs text-muted" data-testid="restaurant-scan-basis" data-basis="profile">
          {t('scan.basis')}{' '}
          <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('scan.editProfile')}
          </Link>
        </p>
      )}
    </section>
  );
}
