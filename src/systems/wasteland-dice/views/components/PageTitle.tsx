import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's heading. It takes the focus when the page opens (and when the route changes under it), so a keyboard or
 * screen-reader user starts at the top of the page they went to, as the builder's steps and the sheet do in Eos.
 */
export function PageTitle({ id, children }: { id?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [pathname]);
  return (
    <h1 id={id} ref={heading} tabIndex={-1} className="wdc-page-title">
      {children}
    </h1>
  );
}
