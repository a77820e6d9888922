import { useTranslation } from 'react-i18next';
import { TriangleAlert, User } from 'lucide-react';
import type { DinerVerdict } from '@shared/domain/table';
import { TABLE_ME } from '@shared/domain/table';
import { useScanText } from '@/hooks/use-scan-text';
import { cn } from '@/lib/cn';
import { RISK_BADGES, scanBadgeKind } from './RiskBadge';
import { scanLines } from './scan-lines';

const CIRCLE_TONE = {
  danger: 'bg-red-700 text-white',
  warning: 'bg-amber-500 text-ink',
  success: 'bg-emerald-700 text-white',
  neutral: 'bg-slate-500 text-white',
} as const;

const BADGE_TONE = {
  danger: 'bg-red-50 text-red-900 ring-red-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
} as const;

/**
 * "Search for" (product-rules §14.4): the place's verdict for each person at the table: their initials
 * in a circle (Me: a person icon) and the badge's icon and words (never colour alone); a screen reader
 * hears "Ana: High Risk". With `reasons` (the detail page) each person's warnings follow their badge.
 */
export function TableVerdicts({ table, reasons = false }: { table: readonly DinerVerdict[]; reasons?: boolean }) {
  const { t } = useTranslation();
  const text = useScanText();
  return (
    <div data-testid="table-verdicts">
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{t('table.heading')}</p>
      <ul className={cn('flex gap-1.5', reasons ? 'flex-col' : 'flex-wrap')}>
        {table.map((verdict) => {
          const kind = scanBadgeKind(verdict.scan);
          const { tone, icon: Icon, key } = RISK_BADGES[kind];
          const me = verdict.dinerId === TABLE_ME;
          const name = me ? t('table.me') : verdict.name;
          const lines = reasons ? scanLines(verdict.scan).warnings : [];
          return (
            <li key={verdict.dinerId} data-testid="table-verdict" data-diner={verdict.dinerId} data-risk={kind} title={name} className="flex flex-col gap-1">
              <span className="sr-only">{t('table.verdict', { name, badge: t(key) })}</span>
              <span aria-hidden="true" className={cn('inline-flex items-center gap-1 self-start rounded-full py-0.5 pl-0.5 pr-2 text-xs font-semibold ring-1 ring-inset', BADGE_TONE[tone])}>
                <span className={cn('inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[10px] font-bold', CIRCLE_TONE[tone])}>
                  {me ? <User className="size-3.5" /> : verdict.initials}
                </span>
                {reasons && <span className="max-w-[10rem] truncate">{name}</span>}
                <Icon className="size-3.5 shrink-0" />
                {t(key)}
              </span>
              {lines.length > 0 && (
                <ul className="ml-7 flex flex-col gap-0.5 text-xs text-slate-700">
                  {lines.map((line, i) => (
                    <li key={i} className="flex items-start gap-1.5">
                      <TriangleAlert className="mt-px size-3 shrink-0" aria-hidden="true" />
                      <span className="[overflow-wrap:anywhere]">{text(line)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
