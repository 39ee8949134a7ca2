import { useLayoutEffect, useState } from 'react';

/** The height of the app's sticky header, kept up to date: what sticks below it uses it as its `top`. */
export function useHeaderOffset(): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const header = document.querySelector('.app-header');
    if (!header) return;
    const measure = () => setOffset(header.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return offset;
}
