import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { deleteSelectedJobInput, type DeleteSelectedJobInput } from '../job-search.contract';

const fieldOf = (source: unknown, field: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[field] : undefined;

/** DELETE carries the pair in its JSON body or its query string (clients differ); a body field wins. */
export function deleteSelectedJobOf(body: unknown, query: unknown): DeleteSelectedJobInput {
  const pick = (field: string) => fieldOf(body, field) ?? fieldOf(query, field);
  return new ZodValidationPipe(deleteSelectedJobInput).transform({
    job_title: pick('job_title'),
    company_name: pick('company_name'),
  });
}
