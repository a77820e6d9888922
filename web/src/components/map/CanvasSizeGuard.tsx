import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** The canvas no longer covers its container (CSS pixels, a pixel of rounding allowed). */
export function canvasOutOfSize(map: Pick<MapLibreMap, 'getContainer' | 'getCanvas'>): boolean {
  const container = map.getContainer();
  const canvas = map.getCanvas();
  return Math.abs(container.clientWidth - canvas.clientWidth) > 1 || Math.abs(container.clientHeight - canvas.clientHeight) > 1;
}

/**
 * Keeps the map's canvas the size of its container. MapLibre measures the container when it is created and
 * ignores the first size its ResizeObserver reports; when the layout settles in between (the lazy chunk
 * mounts while the page is still laying out), the canvas kept the first size: a strip of background with
 * the pins placed for it. This observer checks every size, the first included, and resizes the map when
 * they differ; `refit` frames the view again if the user has not moved the map yet.
 */
export function CanvasSizeGuard({ refit }: { refit?: (map: MapLibreMap) => void }) {
  const map = useMap().current?.getMap();
  useEffect(() => {
    if (!map) return undefined;
    let moved = false;
    const onMoveStart = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) moved = true;
    };
    map.on('movestart', onMoveStart);
    const check = () => {
      if (!canvasOutOfSize(map)) return;
      map.resize();
      if (!moved) refit?.(map);
    };
    const observer = new ResizeObserver(check);
    observer.observe(map.getContainer());
    map.once('load', check);
    return () => {
      observer.disconnect();
      map.off('movestart', onMoveStart);
      map.off('load', check);
    };
  }, [map, refit]);
  return null;
}
