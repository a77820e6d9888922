import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { RISK_BADGES } from '@/components/scan/RiskBadge';
import { boundsOf } from './geo-circle';
import { DomMarker } from './DomMarker';
import type { PlotPin } from './PinPlot';
import type { PinGroup } from './pin-clusters';
import { RiskPin } from './RiskPin';
import { OVERLAP_PX, usePinGroups } from './use-pin-groups';
import { useMapTexts } from './use-map-texts';

interface Props {
  pins: readonly PlotPin[];
  selectedId: string | null;
  onChoose: (id: string) => void;
}

/** Members of a group closer than this (degrees, about 10 m) cannot be told apart by zooming: they spread out instead. */
const SAME_SPOT = 1e-4;

/** Where the i-th of n spread-out pins stands around its group's point, in pixels. */
function spreadOffset(i: number, n: number): [number, number] {
  const angle = (2 * Math.PI * i) / n - Math.PI / 2;
  const radius = Math.max(OVERLAP_PX + 8, (n * (OVERLAP_PX + 6)) / (2 * Math.PI));
  return [Math.round(Math.cos(angle) * radius), Math.round(Math.sin(angle) * radius)];
}

/**
 * The places' pins on the results map (product-rules §4.10). Pins that would overlap are one group mark: a
 * button with their count and the worst badge among them, named by both. Activating it zooms in on its
 * places; where zooming cannot part them (the same spot, or the closest zoom) it spreads them around it.
 * Focus then moves to the first of its places, so a keyboard user carries on from there.
 */
export function ResultPins({ pins, selectedId, onChoose }: Props) {
  const { t } = useMapTexts();
  const map = useMap().current?.getMap();
  const groups = usePinGroups(pins);
  // The group spread out, for the grouping it was made in: a new zoom regroups and closes it.
  const [spreadIn, setSpreadIn] = useState<{ id: string; groups: PinGroup[] } | null>(null);
  const spread = spreadIn?.groups === groups ? spreadIn.id : null;
  const focusNext = useRef<string | null>(null);
  const byId = new Map(pins.map((p) => [p.id, p]));

  useEffect(() => {
    const id = focusNext.current;
    if (!id || !map) return;
    const container = map.getContainer();
    const target =
      container.querySelector<HTMLElement>(`[data-pin-id="${CSS.escape(id)}"]`) ?? container.querySelector<HTMLElement>(`[data-first-pin="${CSS.escape(id)}"]`);
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });

  const activate = (group: PinGroup) => {
    if (!map) return;
    const members = group.ids.flatMap((id) => byId.get(id) ?? []);
    const [[west, south], [east, north]] = boundsOf(members.map((p) => [p.coordinates.lng, p.coordinates.lat]));
    focusNext.current = group.ids[0]!;
    if (Math.max(east - west, north - south) < SAME_SPOT || map.getZoom() >= map.getMaxZoom() - 0.5) {
      setSpreadIn({ id: group.ids[0]!, groups });
      return;
    }
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    map.fitBounds([[west, south], [east, north]], { padding: 80, maxZoom: map.getMaxZoom(), ...(still ? { animate: false } : {}) });
  };

  return groups.map((group) => {
    const first = byId.get(group.ids[0]!)!;
    if (group.ids.length === 1 || spread === group.ids[0]) {
      return group.ids.map((id, i) => {
        const pin = byId.get(id)!;
        return (
          <DomMarker
            key={pin.id}
            as="button"
            lng={group.ids.length === 1 ? pin.coordinates.lng : first.coordinates.lng}
            lat={group.ids.length === 1 ? pin.coordinates.lat : first.coordinates.lat}
            offset={group.ids.length === 1 ? undefined : spreadOffset(i, group.ids.length)}
            label={pin.label}
            pinId={pin.id}
            kind={pin.kind}
            raised={pin.id === selectedId}
            onClick={() => onChoose(pin.id)}
          >
            <RiskPin kind={pin.kind} selected={pin.id === selectedId} />
          </DomMarker>
        );
      });
    }
    const badge = t(RISK_BADGES[group.worst].key);
    return (
      <DomMarker
        key={`group-${group.ids.join('|')}`}
        as="button"
        lng={first.coordinates.lng}
        lat={first.coordinates.lat}
        label={t('map.clusterName', { count: group.ids.length, badge })}
        testId="map-cluster"
        kind={group.worst}
        raised={group.ids.includes(selectedId ?? '')}
        data={{ 'data-count': String(group.ids.length), 'data-first-pin': first.id }}
        onClick={() => activate(group)}
      >
        <span className="relative block">
          <RiskPin kind={group.worst} />
          <span className="absolute -right-2 -top-2 grid h-5 min-w-5 place-items-center rounded-full bg-white px-1 text-[11px] font-bold leading-none text-ink shadow ring-1 ring-slate-400" aria-hidden="true">
            {group.ids.length}
          </span>
        </span>
      </DomMarker>
    );
  });
}
