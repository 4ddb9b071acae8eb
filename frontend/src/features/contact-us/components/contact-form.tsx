import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactMessageReceipt,
} from '@outreach/backend/contact-messages/contact-message.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria, Input, inputClasses } from '../../../components/ui/field';
import { serverErrorCode, serverErrorMessage } from '../../../lib/error-detail';
import { randomUuid } from '../../../lib/random-uuid';
import { contactFormSchema, type ContactForm, type ContactFormFields } from '../contact-form.schema';
import { useSendContactMessageMutation } from '../contact-us.api';

const EMPTY: ContactForm = { name: '', email: '', subject: 'general', message: '', website: '' };
const FIELDS: readonly ContactFormFields[] = ['name', 'email', 'subject', 'message'];

/** The server's 400 names each refused field in `loc`; those go under their field, the rest above the button. */
function fieldProblems(error: unknown): { field: ContactFormFields; message: string }[] {
  const detail = (error as { data?: { detail?: unknown } } | undefined)?.data?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item: { loc?: unknown; msg?: unknown }) => {
    const field = Array.isArray(item.loc) ? item.loc[0] : undefined;
    return FIELDS.includes(field as ContactFormFields) && typeof item.msg === 'string'
      ? [{ field: field as ContactFormFields, message: item.msg }]
      : [];
  });
}

export function ContactFormCard() {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [receipt, setReceipt] = useState<ContactMessageReceipt | null>(null);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);
  // One key per filled-in form: Retry after a lost answer records the message once.
  const idempotencyKey = useRef(randomUuid());
  const confirmation = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const messageLength = watch('message').length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await send({ body: values, idempotencyKey: idempotencyKey.current }).unwrap();
      setReceipt(answer);
      reset(EMPTY);
      idempotencyKey.current = randomUuid();
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      const problems = fieldProblems(error);
      if (problems.length > 0) {
        problems.forEach(({ field, message }, index) =>
          setError(field, { message }, { shouldFocus: index === 0 }),
        );
        return;
      }
      const status = (error as { status?: unknown }).status;
      const limited = serverErrorCode(error) === 'CONTACT_MESSAGE.TOO_MANY_REQUESTS';
      setFailure({
        message: limited
          ? serverErrorMessage(
              error,
              'You have sent several messages in a short time. Please try again later.',
            )
          : status === 'FETCH_ERROR'
            ? 'We could not reach our server. Check your connection and try again.'
            : 'Something went wrong on our side and your message was not sent. Please try again.',
        retryable: !limited,
      });
    }
  });

  if (receipt) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-6 dark:border-green-900 dark:bg-green-950/40"
      >
        <h3
          ref={confirmation}
          tabIndex={-1}
          className="text-lg font-semibold text-green-900 focus:outline-none dark:text-green-200"
        >
          Message sent
        </h3>
        <p className="text-sm text-green-900 dark:text-green-200">{receipt.reply}</p>
        <Button variant="secondary" onClick={() => setReceipt(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-heading" className="space-y-4">
      <h3 id="contact-form-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        Send us a message
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Your name" error={errors.name?.message}>
          <Input
            id="contact-name"
            autoComplete="name"
            {...fieldAria('contact-name', errors.name?.message)}
            {...register('name')}
          />
        </Field>
        <Field id="contact-email" label="Your e-mail" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            {...fieldAria('contact-email', errors.email?.message)}
            {...register('email')}
          />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <select
          id="contact-subject"
          className={inputClasses}
          {...fieldAria('contact-subject', errors.subject?.message)}
          {...register('subject')}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        hint={`${messageLength} of ${CONTACT_MESSAGE_MAX} characters`}
      >
        <textarea
          id="contact-message"
          rows={6}
          className={inputClasses}
          {...fieldAria('contact-message', errors.message?.message, 'hint')}
          {...register('message')}
        />
      </Field>
      {/* Off screen, out of the tab order and the accessibility tree: only bots fill it (CONTACT_HONEYPOT_FIELD). */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {failure && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          <p>{failure.message}</p>
          {failure.retryable && (
            <Button variant="secondary" size="sm" onClick={() => void submit()} disabled={isLoading}>
              Retry
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send Message'}
        </Button>
        <p className="text-sm text-gray-600 dark:text-gray-400">We reply within 24 hours on business days.</p>
      </div>
    </form>
  );
}
