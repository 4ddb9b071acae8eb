import {
  checkPromptTemplate,
  type PromptTemplateIssue,
} from '@outreach/backend/prompt-templates/prompt-template-check.contract';
import {
  isPromptVariableId,
  MAX_PROMPT_TEMPLATE_LENGTH,
  placeholder,
  PROMPT_VARIABLES,
  type PromptPreset,
  type PromptVariable,
  type PromptVariableId,
} from '@outreach/backend/prompt-templates/prompt-variables.contract';
import { isHttpUrl, PORTFOLIO_LINK_MESSAGE } from '@outreach/backend/profile/profile-rules.contract';
import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import {
  type DragEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast } from '../../../../lib/toast';
import { useSaveLinkedinDataMutation, useSavePortfolioLinkMutation } from '../../../../api/profile.api';
import { useSettingsAllQuery } from '../../../../api/settings.api';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { QueryError } from '../../../../components/ui/fetch-error';
import { inputClasses } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { localStorageKeys } from '../../../../config/storage-keys';
import { cn } from '../../../../lib/cn';
import { serverErrorMessage } from '../../../../lib/error-detail';
import { useStoredItem } from '../../../../lib/stored-value';
import { toastFailure } from '../../../../lib/toast-failure';
import {
  type TestEmail,
  useSavePromptTemplateMutation,
  useTestPromptMutation,
} from '../../prompt-templates.api';
import { PromptHelp } from './prompt-help';
import { TemplateIssues } from './template-issues';
import { TemplatePresets } from './template-presets';
import { VariableEditDialog } from './variable-edit-dialog';
import { VARIABLE_DRAG_TYPE, VariablePalette } from './variable-palette';
import {
  insertAt,
  isLinkedInVariable,
  linkedInVariableText,
  parseVariableHints,
  storeVariableHint,
  variablePreviews,
  withLinkedInVariable,
} from './variable-values';

/** Spec §7.3 and §9: the prompt saves 3 s after typing stops. */
export const PROMPT_SAVE_DEBOUNCE_MS = 3000;

export interface PromptEditorDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Email Prompt Editor (spec §2.3); it loads the settings it needs and saves as the user types. */
export function PromptEditorDialog({ open, onClose }: PromptEditorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Email Prompt Editor"
      description="The instructions the AI follows when it drafts your e-mails."
      wide="extra"
    >
      <PromptEditorLoader />
    </Dialog>
  );
}

function PromptEditorLoader() {
  const { data, error, isFetching, refetch } = useSettingsAllQuery();
  if (data) return <PromptEditor settings={data} />;
  if (error) {
    return <QueryError message="Failed to load settings" query={{ error, isFetching, refetch }} />;
  }
  return <Spinner label="Loading your prompt…" />;
}

type SaveStatus = 'saved' | 'unsaved' | 'saving';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
};

const hasErrors = (issues: readonly PromptTemplateIssue[]) =>
  issues.some((issue) => issue.severity === 'error');

interface CaretHit {
  offsetNode: Node;
  offset: number;
}

/** Where a drop lands in the text; browsers without caretPositionFromPoint (or jsdom) use the caret. */
function dropOffset(textarea: HTMLTextAreaElement, x: number, y: number): number {
  const doc: Document & { caretPositionFromPoint?: (x: number, y: number) => CaretHit | null } = document;
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position && position.offsetNode === textarea) return position.offset;
  return textarea.selectionStart ?? textarea.value.length;
}

function PromptEditor({ settings }: { settings: SettingsAll }) {
  const [template, setTemplate] = useState(settings.prompt);
  const [issues, setIssues] = useState<PromptTemplateIssue[]>([]);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [testEmail, setTestEmail] = useState<TestEmail | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [editing, setEditing] = useState<PromptVariable | null>(null);
  const [now] = useState(() => new Date());
  const storedHints = useStoredItem(localStorageKeys.promptVariableHints);
  const hints = useMemo(() => parseVariableHints(storedHints), [storedHints]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Timers and saves read the text as it is when they run, not as it was when they were scheduled.
  const latest = useRef(settings.prompt);
  const saved = useRef(settings.prompt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [savePrompt, { isLoading: saving }] = useSavePromptTemplateMutation();
  const [testPrompt, { isLoading: testing }] = useTestPromptMutation();
  const [saveLinkedinData] = useSaveLinkedinDataMutation();
  const [savePortfolioLink] = useSavePortfolioLinkMutation();

  const previews = useMemo(
    () => variablePreviews(PROMPT_VARIABLES, settings, hints, now),
    [settings, hints, now],
  );

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const saveTemplate = useCallback(
    async (text: string): Promise<boolean> => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      const found = checkPromptTemplate(text);
      setIssues(found);
      if (hasErrors(found)) {
        setStatus(latest.current === saved.current ? 'saved' : 'unsaved');
        return false;
      }
      if (text === saved.current) {
        setStatus(latest.current === text ? 'saved' : 'unsaved');
        return true;
      }
      setStatus('saving');
      try {
        await savePrompt(text).unwrap();
        saved.current = text;
        setStatus(latest.current === text ? 'saved' : 'unsaved');
        toast.success('Prompt template updated successfully');
        return true;
      } catch (error) {
        setStatus('unsaved');
        toastFailure('Failed to update prompt template', error);
        return false;
      }
    },
    [savePrompt],
  );

  // Closing the editor saves what is still waiting for the debounce, and says so when a change cannot be kept.
  // A save that already failed was reported then, and is not retried behind the user's back.
  const flushOnClose = useRef<() => void>(() => undefined);
  useEffect(() => {
    flushOnClose.current = () => {
      const waiting = timer.current !== null;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (latest.current === saved.current) return;
      if (hasErrors(checkPromptTemplate(latest.current))) {
        toast.error('Failed to update prompt template', {
          description: 'The template has problems, so your last saved template is kept.',
        });
        return;
      }
      if (waiting) void saveTemplate(latest.current);
    };
  });
  useEffect(() => {
    const flush = flushOnClose;
    return () => flush.current();
  }, []);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const textarea = textareaRef.current;
    if (caret === null || !textarea) return;
    pendingCaret.current = null;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  }, [template]);

  const changeTemplate = (value: string) => {
    latest.current = value;
    setTemplate(value);
    setIssues([]);
    cancelTimer();
    if (value === saved.current) {
      setStatus('saved');
      return;
    }
    setStatus('unsaved');
    timer.current = setTimeout(() => {
      timer.current = null;
      void saveTemplate(latest.current);
    }, PROMPT_SAVE_DEBOUNCE_MS);
  };

  const insertVariable = (id: PromptVariableId, at?: number) => {
    const textarea = textareaRef.current;
    const start = at ?? textarea?.selectionStart ?? latest.current.length;
    const end = at ?? textarea?.selectionEnd ?? start;
    const { value, caret } = insertAt(latest.current, start, end, placeholder(id));
    pendingCaret.current = caret;
    changeTemplate(value);
  };

  const onDragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if (!event.dataTransfer.types.includes(VARIABLE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const id = event.dataTransfer.getData(VARIABLE_DRAG_TYPE);
    if (!isPromptVariableId(id)) return;
    event.preventDefault();
    insertVariable(id, dropOffset(event.currentTarget, event.clientX, event.clientY));
  };

  const onTemplateKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void saveTemplate(latest.current);
    }
  };

  const applyPreset = async (preset: PromptPreset) => {
    cancelTimer();
    setConfirmingReset(false);
    latest.current = preset.template;
    setTemplate(preset.template);
    setIssues([]);
    setStatus('saving');
    try {
      await savePrompt(preset.template).unwrap();
      saved.current = preset.template;
      setStatus(latest.current === preset.template ? 'saved' : 'unsaved');
      toast.success(`Applied and saved ${preset.name} template`);
    } catch {
      setStatus('unsaved');
      toast.error('Template applied but failed to save. Please save manually');
    }
  };

  const resetToDefault = async () => {
    cancelTimer();
    setConfirmingReset(false);
    setStatus('saving');
    try {
      const { prompt } = await savePrompt(null).unwrap();
      latest.current = prompt;
      saved.current = prompt;
      setTemplate(prompt);
      setIssues([]);
      setStatus('saved');
      toast.success('Prompt template updated successfully');
    } catch (error) {
      setStatus(latest.current === saved.current ? 'saved' : 'unsaved');
      toastFailure('Failed to update prompt template', error);
    }
  };

  const runTest = async () => {
    if (latest.current !== saved.current && !(await saveTemplate(latest.current))) return;
    setTestEmail(null);
    try {
      setTestEmail(await testPrompt().unwrap());
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      toast.error(
        status === 404
          ? serverErrorMessage(error, 'No contacts found to test prompt')
          : 'Failed to generate test email',
      );
    }
  };

  const editValue = (variable: PromptVariable): string => {
    if (isLinkedInVariable(variable.id)) return linkedInVariableText(settings.profile, variable.id);
    if (variable.id === 'portfolioLink') return settings.portfolio_link ?? '';
    return hints[variable.id] ?? '';
  };

  const saveVariable = async (variable: PromptVariable, value: string): Promise<boolean> => {
    try {
      if (isLinkedInVariable(variable.id)) {
        const merged = withLinkedInVariable(settings.linkedin_data, variable.id, value);
        await saveLinkedinData({ linkedin_data: merged }).unwrap();
      } else if (variable.id === 'portfolioLink') {
        await savePortfolioLink({ portfolio_link: value.trim() === '' ? null : value.trim() }).unwrap();
      } else {
        storeVariableHint(hints, variable.id, value);
      }
      toast.success(`${variable.name} updated`);
      setEditing(null);
      return true;
    } catch (error) {
      toast.error(serverErrorMessage(error, `Failed to update ${variable.name}`));
      return false;
    }
  };

  const editHint = (variable: PromptVariable): string | undefined => {
    if (variable.category === 'AI Generated') {
      return 'A hint for the preview, kept in this browser only; the AI writes this when it drafts each e-mail.';
    }
    if (variable.id === 'education')
      return 'One per line, as "Degree in Field, School". Saved to your LinkedIn details.';
    if (variable.id === 'skills') return 'Separate skills with commas. Saved to your LinkedIn details.';
    if (variable.id === 'portfolioLink') return 'Saved as the portfolio link in your settings.';
    return 'Saved to your LinkedIn details.';
  };

  const busy = saving || testing;
  const overLimit = template.length > MAX_PROMPT_TEMPLATE_LENGTH;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-3 lg:col-start-1">
        <div className="space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <label htmlFor="prompt-template" className="text-sm font-medium text-gray-800 dark:text-gray-200">
              Prompt template
            </label>
            <p role="status" aria-live="polite" className="text-xs text-gray-600 dark:text-gray-400">
              {STATUS_TEXT[status]}
            </p>
          </div>
          <textarea
            id="prompt-template"
            ref={textareaRef}
            value={template}
            onChange={(event) => changeTemplate(event.target.value)}
            onKeyDown={onTemplateKeyDown}
            onDragOver={onDragOver}
            onDrop={onDrop}
            rows={14}
            spellCheck
            aria-describedby="prompt-template-count"
            aria-invalid={hasErrors(issues) || undefined}
            className={cn(inputClasses, 'min-h-64 resize-y font-mono leading-relaxed')}
          />
          <p
            id="prompt-template-count"
            className={cn(
              'text-right text-xs',
              overLimit ? 'text-red-700 dark:text-red-400' : 'text-gray-500 dark:text-gray-400',
            )}
          >
            {template.length} / {MAX_PROMPT_TEMPLATE_LENGTH} characters
          </p>
        </div>

        <TemplateIssues issues={issues} />

        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void saveTemplate(latest.current)} disabled={busy || status === 'saved'}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => void runTest()} disabled={busy} aria-busy={testing}>
            {testing ? 'Generating…' : 'Test prompt'}
          </Button>
          {confirmingReset ? (
            <span role="group" aria-label="Reset to default" className="flex flex-wrap items-center gap-2">
              <span className="text-sm">Replace your template with the default?</span>
              <Button variant="danger" size="sm" onClick={() => void resetToDefault()} disabled={busy}>
                Reset
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmingReset(false)}>
                Keep mine
              </Button>
            </span>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmingReset(true)} disabled={busy}>
              Reset to default
            </Button>
          )}
        </div>

        {testEmail && (
          <section
            aria-label="Test email"
            className="space-y-2 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm dark:border-gray-700 dark:bg-gray-800/60"
          >
            <p>
              <span className="font-medium">Subject: </span>
              {testEmail.subject}
            </p>
            <p className="whitespace-pre-wrap break-words">{testEmail.body}</p>
          </section>
        )}
      </div>

      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[70vh] lg:overflow-y-auto lg:p-1">
        <VariablePalette previews={previews} onInsert={(id) => insertVariable(id)} onEdit={setEditing} />
      </div>

      <div className="min-w-0 space-y-4 lg:col-start-1">
        <TemplatePresets onApply={(preset) => void applyPreset(preset)} disabled={busy} />
        <PromptHelp />
      </div>

      <VariableEditDialog
        variable={editing}
        initialValue={editing ? editValue(editing) : ''}
        hint={editing ? editHint(editing) : undefined}
        validate={
          editing?.id === 'portfolioLink'
            ? (value) => (value.trim() === '' || isHttpUrl(value.trim()) ? null : PORTFOLIO_LINK_MESSAGE)
            : undefined
        }
        onSave={(value) => (editing ? saveVariable(editing, value) : Promise.resolve(false))}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}
