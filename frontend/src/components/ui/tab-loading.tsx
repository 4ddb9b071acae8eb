import { useEffect } from 'react';
import { Spinner } from './spinner';

interface TabLoadingProps {
  label: string;
  /** Tells the page, which shows a spinner on the tab's button while any part of the tab loads. */
  onLoadingChange: (loading: boolean) => void;
}

/** A tab's content while its code or its data is on the way. */
export function TabLoading({ label, onLoadingChange }: TabLoadingProps) {
  useEffect(() => {
    onLoadingChange(true);
    return () => onLoadingChange(false);
  }, [onLoadingChange]);
  return <Spinner label={label} />;
}
