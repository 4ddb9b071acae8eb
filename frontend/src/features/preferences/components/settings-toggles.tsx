import { toastFailure } from '../../../lib/toast-failure';
import { useSetSettingToggleMutation, type ToggleSetting } from '../preferences.api';
import { SettingSwitch } from './setting-switch';

const TOGGLE_COPY: Record<ToggleSetting, { label: string; description: string; failure: string }> = {
  attach_documents: {
    label: 'Attach documents',
    description: 'Attach the documents chosen above to your outreach e-mails.',
    failure: 'Failed to update attach documents setting',
  },
  tracking_enabled: {
    label: 'Email tracking',
    description: 'See when recipients open your e-mails.',
    failure: 'Failed to update tracking setting',
  },
  h1b_only: {
    label: 'H1B sponsors only',
    description: 'Only show jobs at companies that sponsor H1B visas.',
    failure: 'Failed to update H1B filtering setting',
  },
  j1_only: {
    label: 'J1 only',
    description: 'Only show jobs open to J1 visa holders.',
    failure: 'Failed to update J1 filtering setting',
  },
  show_on_leaderboard: {
    label: 'Show me on the leaderboard',
    description:
      'Other users see your first name, last initial and messages sent. When off, only you see your rank.',
    failure: 'Failed to update leaderboard setting',
  },
};

/**
 * One on/off setting. It flips on screen at once and flips back when the server refuses (the spec names
 * this for attach documents; a switch showing a state that was not saved would mislead for any of them).
 */
export function SettingToggle({ setting, checked }: { setting: ToggleSetting; checked: boolean }) {
  const [setToggle] = useSetSettingToggleMutation();
  const { label, description, failure } = TOGGLE_COPY[setting];

  const change = async (enabled: boolean) => {
    try {
      await setToggle({ setting, enabled }).unwrap();
    } catch (error) {
      toastFailure(failure, error, () => void change(enabled));
    }
  };

  return (
    <SettingSwitch
      label={label}
      description={description}
      checked={checked}
      onChange={(on) => void change(on)}
    />
  );
}
