import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../hooks';

/** Takes the user to the exit path of a session that just ended, from any page (spec section 4). */
export function SessionExit() {
  const { exitPath, exits } = useAppSelector((state) => state.session);
  const navigate = useNavigate();
  const handled = useRef(exits);

  useEffect(() => {
    if (exits === handled.current || exitPath === null) return;
    handled.current = exits;
    navigate(exitPath, { replace: true });
  }, [exitPath, exits, navigate]);

  return null;
}
