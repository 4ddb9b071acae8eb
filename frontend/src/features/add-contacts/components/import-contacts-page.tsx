import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppDispatch } from '../../../api/hooks';
import { onServerPush } from '../../../api/socket';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { useChosenFiles } from '../../../components/ui/file-upload-form';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { randomUuid } from '../../../lib/random-uuid';
import {
  contactsChanged,
  importContactsCsv,
  type ContactsImportProgress,
  type ContactsImportResult,
  type InvalidRow,
} from '../add-contacts.api';
import { CONTACTS_CSV_ACCEPT, contactsCsvProblem, MAX_CSV_ROWS } from '../../../lib/contacts-csv';
import { formatCount } from '../../../lib/format-count';

type ImportState =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number }
  | { kind: 'processing'; progress: ContactsImportProgress | null }
  | { kind: 'done'; result: ContactsImportResult }
  | { kind: 'failed'; detail: string | undefined; invalid: InvalidRow[] };

const PHASE_LABELS: Record<ContactsImportProgress['phase'], string> = {
  reading: 'Reading the file',
  validating: 'Checking rows',
  importing: 'Importing contacts',
  done: 'Finishing',
};

function progressOf(state: ImportState): { value: number; label: string } | null {
  if (state.kind === 'uploading') {
    const value = Math.round(state.sent * 100);
    return { value, label: `Uploading the file: ${value}%` };
  }
  if (state.kind !== 'processing') return null;
  const { progress } = state;
  if (!progress) return { value: 0, label: 'Processing the file' };
  const value = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const counted = progress.total > 0 ? ` (${progress.done} of ${progress.total} rows)` : '';
  return { value, label: `${PHASE_LABELS[progress.phase]}${counted}` };
}

/** Route /import: a CSV of contacts, its upload and the server's phases shown as they happen, then the outcome. */
export function ImportContactsPage() {
  const chosen = useChosenFiles();
  const { file } = chosen;
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const stopListening = useRef<() => void>(() => undefined);
  const dispatch = useAppDispatch();
  const busy = state.kind === 'uploading' || state.kind === 'processing';

  useEffect(() => () => stopListening.current(), []);

  const start = async (chosen: File) => {
    const importId = randomUuid();
    stopListening.current();
    stopListening.current = onServerPush('contacts.import.progress', (progress) => {
      if (progress.importId !== importId) return;
      setState((current) =>
        current.kind === 'uploading' || current.kind === 'processing'
          ? { kind: 'processing', progress }
          : current,
      );
    });
    setState({ kind: 'uploading', sent: 0 });
    try {
      const outcome = await importContactsCsv(chosen, importId, (sent) =>
        setState((current) =>
          current.kind !== 'uploading'
            ? current
            : sent >= 1
              ? { kind: 'processing', progress: null }
              : { kind: 'uploading', sent },
        ),
      );
      if (outcome.ok) {
        setState({ kind: 'done', result: outcome.result });
        dispatch(contactsChanged());
        toast.success(outcome.result.message);
      } else {
        setState({ kind: 'failed', detail: outcome.detail, invalid: outcome.invalid });
        toast.error('Error uploading CSV', { description: outcome.detail });
      }
    } catch {
      setState({ kind: 'failed', detail: undefined, invalid: [] });
      toast.error('Error uploading CSV');
    } finally {
      stopListening.current();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactsCsvProblem(file);
    if (problem || !file) {
      chosen.refuse(problem ?? undefined);
      return;
    }
    chosen.setError(undefined);
    void start(file);
  };

  const progress = progressOf(state);
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Import Contacts</h1>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Upload a CSV file (up to 10 MB and {formatCount(MAX_CSV_ROWS)} rows) with a header row naming first
        name, last name, e-mail and company; other columns such as job title are optional. Every row is
        checked first; rows with problems are listed and the others are imported.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
      >
        <InputField
          id="import-contacts-file"
          label="Contacts CSV file"
          error={chosen.field.error}
          ref={chosen.field.inputRef}
          type="file"
          accept={CONTACTS_CSV_ACCEPT}
          disabled={busy}
          onChange={(event) => chosen.field.onFiles(Array.from(event.target.files ?? []))}
        />
        {progress && <ImportProgress value={progress.value} label={progress.label} />}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Importing...' : 'Upload CSV'}
        </Button>
      </form>
      {state.kind === 'done' && <ImportSummary result={state.result} />}
      {state.kind === 'failed' && (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          <p className="font-medium">Error uploading CSV</p>
          {state.detail && <p>{state.detail}</p>}
          <Button variant="secondary" size="sm" disabled={!file} onClick={() => file && void start(file)}>
            Retry
          </Button>
        </div>
      )}
      {state.kind === 'failed' && state.invalid.length > 0 && <InvalidRows rows={state.invalid} />}
    </section>
  );
}

function ImportProgress({ value, label }: { value: number; label: string }) {
  return (
    <div className="space-y-1">
      <ProgressBar
        label="Import progress"
        value={value}
        valueText={label}
        percent={value}
        fillClassName="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
      />
      <p role="status" className="text-xs text-gray-600 dark:text-gray-400">
        {label}
      </p>
    </div>
  );
}

function ImportSummary({ result }: { result: ContactsImportResult }) {
  const headingId = useId();
  const counts = [
    { label: 'Imported', value: result.imported },
    { label: 'Already added', value: result.already_added },
    { label: 'Invalid rows', value: result.invalid.length },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
        Import result
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{result.message}</p>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-md bg-gray-50 p-2 dark:bg-gray-800">
            <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
      {result.invalid.length > 0 && <InvalidRows rows={result.invalid} />}
      <TextLink to={paths.contacts}>Go to Contacts</TextLink>
    </section>
  );
}

function InvalidRows({ rows }: { rows: InvalidRow[] }) {
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-gray-200 dark:border-gray-800">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-medium text-gray-800 dark:text-gray-200">
          Rows not imported
        </caption>
        <thead className="bg-gray-50 dark:bg-gray-800">
          <tr>
            <th scope="col" className={cn(headerCell, 'w-20')}>
              Line
            </th>
            <th scope="col" className={headerCell}>
              Reason
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={`${row.line}-${row.reason}`}>
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className="px-3 py-2 break-words">{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const headerCell = 'px-3 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400';
