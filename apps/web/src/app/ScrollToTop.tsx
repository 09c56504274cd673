import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top (query-only changes, like paging, keep the position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
