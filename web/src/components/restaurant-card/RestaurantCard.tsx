import type { ReactNode } from 'react';
import { ScanSummary } from '@/components/scan/ScanSummary';
import { TableVerdicts } from '@/components/scan/TableVerdicts';
import { TABLE_ME } from '@shared/domain/table';
import { PlaceNotes } from '@/components/verdict-report/PlaceNotes';
import { ReportVerdictButton } from '@/components/verdict-report/ReportVerdictButton';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import { useMinuteNow } from '@/lib/use-minute-now';
import { CardHeading } from './CardHeading';
import { CardImage } from './CardImage';
import { OpenStatusBadge } from './OpenStatusBadge';

// Each button keeps its whole label: a row too narrow for the three wraps instead of cutting one.
const actionClass =
  'relative z-10 inline-flex h-9 flex-[1_1_auto] items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 text-xs font-semibold text-ink ' +
  'transition-colors hover:border-brand-600 hover:text-brand-800';

/**
 * What other features put on the card; the pages fill these where they compose the features (the
 * card itself belongs to none of them).
 */
export interface RestaurantCardSlots {
  /** On the image's top left corner (the save heart), given the class that places it there. */
  heart?: (className: string) => ReactNode;
  /** Under the scan (the tag chips). */
  chips?: ReactNode;
  /** The action row's buttons, each given the row's button class (one button per action). */
  actions?: (className: string) => ReactNode;
  /** Called when the card's link is followed (to record the view). */
  onOpen?: () => void;
}

/**
 * One restaurant as the results show it (product-rules §4.6, restaurant card). The name is the card's link
 * and stretches over the whole card; the heart and the action buttons sit above it. A saved copy
 * (no distance) shows too; `scanSource` says whether its scan is the current profile's or the one
 * stored with it.
 */
export function RestaurantCard({
  restaurant,
  linkState,
  scanSource,
  slots = {},
}: {
  restaurant: SavableRestaurant;
  linkState?: unknown;
  scanSource?: 'current' | 'stored';
  slots?: RestaurantCardSlots;
}) {
  const now = useMinuteNow();
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-[0_1px_2px_rgba(15,31,29,0.04),0_8px_24px_-12px_rgba(15,31,29,0.12)] transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-[0_2px_4px_rgba(15,31,29,0.06),0_16px_32px_-12px_rgba(15,31,29,0.2)]"
      data-testid="restaurant-card"
      data-risk={restaurant.allergyInfo.riskLevel}
      data-id={restaurant.id}
      data-price={restaurant.priceLevel ?? ''}
      data-scan-source={scanSource}
    >
      <CardImage restaurant={restaurant} heart={slots.heart} />

      <div className="flex flex-1 flex-col gap-3 p-4">
        <CardHeading restaurant={restaurant} linkState={linkState} onOpen={slots.onOpen} />
        <OpenStatusBadge schedule={restaurant.openingSchedule} now={now} />

        {/* A search without Me (product-rules §14.4) shows only the table's verdicts. */}
        {(!restaurant.table?.length || restaurant.table.some((v) => v.dinerId === TABLE_ME)) && <ScanSummary scan={restaurant.allergyInfo} />}
        {restaurant.table && restaurant.table.length > 0 && <TableVerdicts table={restaurant.table} />}
        <PlaceNotes notes={restaurant.placeNotes} />
        {slots.chips}
        <ReportVerdictButton placeId={restaurant.id} placeName={restaurant.name} className="self-start" />

        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {slots.actions?.(actionClass)}
        </div>
      </div>
    </article>
  );
}
