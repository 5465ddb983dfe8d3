import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE_MAP } from '../site/site-map.js';

/** A link to another page of the site, or its words alone while that page does not exist yet. */
export function PageLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (SITE_MAP.kindOf(new URL(to, 'https://site.invalid').pathname) === 'unknown') return children;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
