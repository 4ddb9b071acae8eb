import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../api/hooks';

/**
 * Where a visitor signs in or up. A session that fails there (a stored token that has expired) leaves them on
 * the page, query included: a club link's utm_source must reach the provider sign-up, and / would lose it.
 */
const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.signup];

/** Takes the user to the exit path of a session that just ended, from any page but the sign-in ones (spec section 4). */
export function SessionExit() {
  const { exitPath, exits } = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(exits);

  useEffect(() => {
    if (exits === handled.current || exitPath === null) return;
    handled.current = exits;
    if (SIGN_IN_PAGES.includes(pathname)) return;
    navigate(exitPath, { replace: true });
  }, [exitPath, exits, navigate, pathname]);

  return null;
}
