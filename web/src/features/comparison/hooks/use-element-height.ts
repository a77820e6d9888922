import { useCallback, useEffect, useState } from 'react';

/** An element's border-box height, kept up to date while it resizes (0 until it is attached). */
export function useElementHeight<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((el: T | null) => setElement(el), []), height];
}
