import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../config/paths';

/** An error query parameter on any page is shown as a toast, then removed from the address (spec section 2). */
export function ErrorParamToast() {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const error = searchParams.get('error');

  useEffect(() => {
    if (!error || pathname === paths.authCallback) return;
    toast.error(error);
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
