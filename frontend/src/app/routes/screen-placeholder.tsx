import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { TextLink } from '../../components/ui/text-link';
import { useAppSelector } from '../../api/hooks';

interface ScreenPlaceholderProps {
  /** The screen's name from the route table. */
  title: string;
  /** Rendered without a layout around it (checkout), so it frames itself. */
  standalone?: boolean;
}

/** A screen whose issue has not landed yet: it names itself and leads back instead of a blank page. */
export function ScreenPlaceholder({ title, standalone = false }: ScreenPlaceholderProps) {
  const signedIn = useAppSelector((state) => state.session.status !== 'anonymous');
  const content = (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{title}</h1>
      <p className="text-gray-600 dark:text-gray-400">This part of {PRODUCT_NAME} is not available yet.</p>
      <TextLink to={signedIn ? paths.dashboard : paths.home} className="inline-block">
        {signedIn ? 'Back to Dashboard' : 'Back to Home'}
      </TextLink>
    </section>
  );

  if (standalone) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 dark:bg-gray-950">
        <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8 dark:bg-gray-900">
          {content}
        </div>
      </main>
    );
  }
  // The signed-in shell pads its content already; the public site's pages need their own column.
  return signedIn ? content : <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">{content}</div>;
}
