import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useRestartTourMutation } from './onboarding.api';

/**
 * Help & Tours, Getting Started: back to START and to / (which sends a signed-in user to the dashboard),
 * where the overlay shows the first step. Rejects with the server's error when the restart failed.
 */
export function useRestartTour(): { restartTour: () => Promise<void>; restarting: boolean } {
  const [restart, { isLoading }] = useRestartTourMutation();
  const navigate = useNavigate();
  const restartTour = useCallback(async () => {
    await restart().unwrap();
    await navigate(paths.home);
  }, [restart, navigate]);
  return { restartTour, restarting: isLoading };
}
