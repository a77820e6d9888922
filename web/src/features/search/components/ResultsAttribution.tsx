import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import type { Attribution } from '@shared/api/places';
import type { StoredSearch } from '../search-storage';

/** Each source's attribution once ("© OpenStreetMap contributors", "Google Maps"). */
function attributionsOf(search: StoredSearch): Attribution[] {
  const seen = new Map<string, Attribution>();
  for (const r of search.searchResults) if (r.attribution && !seen.has(r.attribution.text)) seen.set(r.attribution.text, r.attribution);
  return [...seen.values()];
}

/** Under the results: the demo note when any result is a demo, and the sources' attributions. */
export function ResultsAttribution({ search }: { search: StoredSearch }) {
  const { t } = useTranslation('search');
  const demo = search.searchResults.some((r) => r.demo);
  const attributions = attributionsOf(search);
  return (
    <div className="mt-8 flex flex-col items-center gap-2 text-center text-xs text-muted" data-testid="results-attribution">
      {demo && (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700" data-testid="results-demo-note">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          {t('results.demoNote')}
        </p>
      )}
      {attributions.length > 0 && (
        <p>
          {attributions.map((a, i) => (
            <span key={a.text}>
              {i > 0 && ' · '}
              {a.url ? (
                <a href={a.url} target="_blank" rel="noreferrer noopener" className="underline decoration-slate-300 underline-offset-2 hover:text-ink">
                  {a.text}
                </a>
              ) : (
                a.text
              )}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
