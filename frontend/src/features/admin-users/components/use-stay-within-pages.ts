import { useEffect } from 'react';
import { pageCount, type PageOf } from '../../../lib/paging';

/** A push may shorten the list while a later page is shown; fall back to the last page that still exists. */
export function useStayWithinPages(page: number, shown: PageOf | undefined, setPage: (page: number) => void) {
  const lastPage = shown ? pageCount(shown.total, shown.limit) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
