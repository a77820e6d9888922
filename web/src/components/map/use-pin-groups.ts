import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { PlotPin } from './PinPlot';
import { groupPins, type PinGroup } from './pin-clusters';

/** Marks whose centres stand closer than this touch (a pin is 32 px wide, a group's count stands 8 px out). */
export const OVERLAP_PX = 40;

/** The pins grouped as the map draws them now: again after every zoom and resize (a pan keeps distances). */
export function usePinGroups(pins: readonly PlotPin[]): PinGroup[] {
  const map = useMap().current?.getMap();
  const [groups, setGroups] = useState<PinGroup[]>(() => pins.map((p) => ({ ids: [p.id], worst: p.kind })));
  useEffect(() => {
    if (!map) return undefined;
    const regroup = () => {
      const onScreen = pins.map((p) => ({ id: p.id, kind: p.kind, ...map.project([p.coordinates.lng, p.coordinates.lat]) }));
      setGroups(groupPins(onScreen, OVERLAP_PX));
    };
    regroup();
    map.on('zoomend', regroup);
    map.on('resize', regroup);
    return () => {
      map.off('zoomend', regroup);
      map.off('resize', regroup);
    };
  }, [map, pins]);
  return groups;
}
