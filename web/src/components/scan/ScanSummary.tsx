import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import { useScanText } from '@/hooks/use-scan-text';
import { cn } from '@/lib/cn';
import { RiskBadge, scanBadgeKind } from './RiskBadge';
import { scanLines } from './scan-lines';

/**
 * The card's allergen assessment: the risk badge, the entries the scan cannot read right under it,
 * and the warnings box (hidden when the result is safe with no safe options to list), which leads
 * with the reasons a Check Menu may have on its own: what kitchens of its cuisine often use, and
 * not enough information to check.
 */
export function ScanSummary({ scan }: { scan: AllergenScanResult }) {
  const { t } = useTranslation('search');
  const text = useScanText();
  const { notes, warnings } = scanLines(scan);
  const showBox = !(scan.riskLevel === 'safe' && scan.safeOptions.length === 0) && (warnings.length > 0 || scan.safeOptions.length > 0);
  // No allergies and no diets: nothing was checked (product-rules §11.2 keeps it "safe"); say so.
  const unset = scanBadgeKind(scan) === 'unset';

  return (
    <div className="flex flex-col gap-2.5" data-testid="scan-summary" data-risk={scan.riskLevel} data-limited={scan.limited}>
      <div className="flex flex-wrap items-center gap-2">
        <RiskBadge level={scan.riskLevel} unset={unset} />
      </div>
      {notes.length > 0 && (
        <ul className="flex flex-col gap-1" data-testid="scan-notes">
          {notes.map((note, i) => (
            <li key={i} className="flex items-start gap-1.5 text-xs font-medium leading-snug text-slate-700">
              <Info className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{text(note)}</span>
            </li>
          ))}
        </ul>
      )}
      {showBox && (
        <div
          className={cn(
            'rounded-xl px-3 py-2.5 text-xs leading-snug',
            scan.riskLevel === 'danger' ? 'bg-red-50 text-red-900' : scan.riskLevel === 'caution' ? 'bg-amber-50 text-amber-900' : unset ? 'bg-slate-100 text-slate-800' : 'bg-emerald-50 text-emerald-900',
          )}
          data-testid="scan-warnings"
        >
          <p className="sr-only">{t('card.warningsLabel')}</p>
          <ul className="flex flex-col gap-1">
            {warnings.map((warning, i) => (
              <li key={`w${i}`} className="flex items-start gap-1.5">
                <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                <span className="[overflow-wrap:anywhere]">{text(warning)}</span>
              </li>
            ))}
            {scan.safeOptions.map((option, i) =>
              option.kind === 'noRestrictions' ? (
                <li key={`s${i}`} className="flex flex-wrap items-start gap-x-1.5 gap-y-0.5">
                  <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                  <span>{text(option)}</span>
                  {/* Above the card's stretched link, so it is its own target. */}
                  <Link to="/profile" className="relative z-10 font-semibold text-brand-800 underline underline-offset-2" data-testid="scan-set-restrictions">
                    {t('card.setRestrictions')}
                  </Link>
                </li>
              ) : (
                <li key={`s${i}`} className="flex items-start gap-1.5 text-emerald-800">
                  <CircleCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                  <span>{text(option)}</span>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
