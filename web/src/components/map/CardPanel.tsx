import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/Button';

/** The card a pin opened, beside the map; it takes focus when it opens, and Escape or Close shut it. */
export function CardPanel({ name, onClose, children }: { name: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-label={name}
      className="flex flex-col gap-2 outline-none"
      data-testid="map-card"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Button variant="ghost" size="sm" className="self-end" onClick={onClose} data-testid="map-card-close">
        <X className="size-4" aria-hidden="true" />
        {t('map.closeCard')}
      </Button>
      {children}
    </div>
  );
}
