import { useEffect, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Marker } from 'maplibre-gl';
import { useMap } from 'react-map-gl/maplibre';

interface Props {
  lng: number;
  lat: number;
  /** `button`: a pin that takes focus (Tab) and opens something; `div`: a mark that only shows. */
  as: 'button' | 'div';
  /** The accessible name: the place and its badge's words, or what the mark is. */
  label: string;
  onClick?: () => void;
  testId?: string;
  /** A place's pin: its id and badge, as data-pin-id and data-kind (tests and focus return read them). */
  pinId?: string;
  kind?: string;
  /** Drawn above the other markers (the pin whose card is open). */
  raised?: boolean;
  children: ReactNode;
}

/**
 * A map marker whose element is itself the control: a real <button> named by `label`, in the tab order in
 * the order the markers are added. (react-map-gl's Marker wraps its children in a div that MapLibre turns
 * into an unnamed role=button, which would put a button inside a button.)
 */
export function DomMarker({ lng, lat, as, label, onClick, testId, pinId, kind, raised = false, children }: Props) {
  const map = useMap().current;
  const element = useMemo(() => {
    const node = document.createElement(as);
    if (node instanceof HTMLButtonElement) node.type = 'button';
    else node.setAttribute('role', 'img');
    node.className = as === 'button' ? 'forksure-pin rounded-md focus-visible:outline focus-visible:outline-4 focus-visible:outline-sky-600' : '';
    return node;
  }, [as]);

  useEffect(() => {
    element.setAttribute('aria-label', label);
    const data = { 'data-testid': pinId ? 'map-pin' : testId, 'data-pin-id': pinId, 'data-kind': kind };
    for (const [name, value] of Object.entries(data)) if (value) element.setAttribute(name, value);
    element.style.setProperty('z-index', raised ? '2' : '');
  }, [element, label, testId, pinId, kind, raised]);

  useEffect(() => {
    if (!onClick) return undefined;
    const click = (event: Event) => {
      event.stopPropagation();
      onClick();
    };
    element.addEventListener('click', click);
    return () => element.removeEventListener('click', click);
  }, [element, onClick]);

  useEffect(() => {
    if (!map) return undefined;
    const marker = new Marker({ element }).setLngLat([lng, lat]).addTo(map.getMap());
    return () => {
      marker.remove();
    };
  }, [map, element, lng, lat]);

  return createPortal(children, element);
}
