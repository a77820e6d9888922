import type { StyleSpecification } from 'maplibre-gl';
import type { RuntimeConfig } from '@shared/config/runtime-config';

/** The plain background the maps draw on when there is no street map (locally): no source, so no request. */
export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'plain', type: 'background', paint: { 'background-color': '#e8efe9' } }],
};

/**
 * The map's style: in AWS the Amazon Location Service style descriptor with the site's map key (the
 * descriptor's tile URLs carry it on), else the plain background.
 */
export function mapStyle(map: RuntimeConfig['map']): string | StyleSpecification {
  if (!map) return PLAIN_STYLE;
  const url = new URL(map.styleUrl);
  url.searchParams.set('key', map.apiKey);
  return url.toString();
}

/** MapLibre 5 draws with WebGL 2; without it (blocked, or no GPU nor software fallback) the maps show a plot instead. */
export function canDrawMaps(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    // Hand the probe's context back at once: browsers cap how many live at a time.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return !!gl;
  } catch {
    return false;
  }
}
