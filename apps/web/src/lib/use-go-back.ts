import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back, as the history would have it, except when this page is the first of the tab's history
 * (opened in a new tab, or from a link in a mail): history back would leave the site, so it
 * goes to `fallback` instead. React Router numbers its entries in history.state.idx.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
