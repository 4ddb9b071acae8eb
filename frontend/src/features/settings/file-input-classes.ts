import { inputClasses } from '../../components/ui/field';
import { cn } from '../../lib/cn';

/** A file input styled as the other inputs, its button tinted in both themes. */
export const fileInputClasses = cn(
  inputClasses,
  'file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700 dark:file:bg-indigo-950 dark:file:text-indigo-300',
);
