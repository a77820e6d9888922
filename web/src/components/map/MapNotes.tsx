import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';

/** The line under a map: no street map here (local), or no WebGL (the pins are plotted instead). */
export function MapNotes({ streetMap, webgl }: { streetMap: boolean; webgl: boolean }) {
  const { t } = useTranslation();
  if (streetMap && webgl) return null;
  return (
    <div className="mt-2 flex flex-col gap-1 text-xs text-muted">
      {!webgl && (
        <p className="flex items-start gap-1.5" data-testid="map-no-webgl">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('map.noWebgl')}
        </p>
      )}
      {!streetMap && (
        <p className="flex items-start gap-1.5" data-testid="map-local-note">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('map.localBasemap')}
        </p>
      )}
    </div>
  );
}
