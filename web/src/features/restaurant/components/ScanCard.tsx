import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { ScannedWith } from '@shared/api/places';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import type { PlaceNote } from '@shared/api/verdict-reports';
import { ScanSummary } from '@/components/scan/ScanSummary';
import { TableVerdicts } from '@/components/scan/TableVerdicts';
import { TABLE_ME, type DinerVerdict } from '@shared/domain/table';
import { PlaceNotes } from '@/components/verdict-report/PlaceNotes';
import { ReportVerdictButton } from '@/components/verdict-report/ReportVerdictButton';

/**
 * The allergen and diet scan, with what it found (as on the card), and whose lists it checked: the
 * search's the page was opened from, or the profile's (product-rules §10.1).
 */
export function ScanCard({ scan, scannedWith, place }: { scan: AllergenScanResult; scannedWith: ScannedWith; place: { id: string; name: string; placeNotes?: PlaceNote[]; table?: DinerVerdict[] } }) {
  const { t } = useTranslation('restaurant');
  return (
    <section aria-labelledby="restaurant-scan-title" className="rounded-2xl border border-slate-200/80 bg-white p-4" data-testid="restaurant-scan">
      <h2 id="restaurant-scan-title" className="mb-3 flex items-center gap-2 text-sm font-bold text-ink">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
        {t('scan.title')}
      </h2>
      {/* Opened from a search for a table (product-rules §14.4): each person's badge and reasons; without Me, only theirs. */}
      {(!place.table?.length || place.table.some((v) => v.dinerId === TABLE_ME)) && <ScanSummary scan={scan} />}
      {place.table && place.table.length > 0 && (
        <div className="mt-3">
          <TableVerdicts table={place.table} reasons />
        </div>
      )}
      <div className="mt-3 flex flex-col gap-2">
        <PlaceNotes notes={place.placeNotes} />
        <ReportVerdictButton placeId={place.id} placeName={place.name} className="self-start" />
      </div>
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
