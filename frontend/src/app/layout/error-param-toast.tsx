import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { paths } from '../../config/paths';

/** The callbacks read their error parameter themselves: it decides where they go next. */
const HANDLED_BY_PAGE: readonly string[] = [paths.authCallback, paths.signupCallback];

/** An error query parameter on any page is shown as a toast, then removed from the address (spec section 2). */
export function ErrorParamToast() {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const error = searchParams.get('error');

  useEffect(() => {
    if (!error || HANDLED_BY_PAGE.includes(pathname)) return;
    // The id keeps StrictMode's second run of this effect (before the address changes) from toasting twice.
    toast.error(error, { id: `error-param:${error}` });
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [error, pathname, setSearchParams]);

  return null;
}
