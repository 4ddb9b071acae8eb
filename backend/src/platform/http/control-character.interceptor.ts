import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PipeTransform,
  type ArgumentMetadata,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { containsControlBesidesLines } from './control-characters';
import { FieldProblem, RequestValidationError } from './request-validation.error';

/** A request refuses at most this many fields by name; the rest would only lengthen the answer. */
const MAX_PROBLEMS = 20;

/** Where a value sits: its key and its parent's place, so a path is only built for a field that is refused. */
interface Place {
  key: string | number;
  parent: Place | null;
}

function pathOf(place: Place | null, root: (string | number)[]): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at !== null; at = at.parent) path.push(at.key);
  return [...root, ...path.reverse()];
}

/**
 * Every string in a parsed value, keys included, that holds a control character other than a line break or tab,
 * or half of a surrogate pair standing alone: the fields' paths. Iterative and linear in the value's size, so no
 * nesting can exhaust the stack or the CPU.
 */
export function controlCharacterProblems(value: unknown, root: (string | number)[] = []): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const pending: [unknown, Place | null][] = [[value, null]];
  while (pending.length > 0 && problems.length < MAX_PROBLEMS) {
    const [current, place] = pending.pop()!;
    if (typeof current === 'string') {
      if (containsControlBesidesLines(current)) problems.push(problemAt(pathOf(place, root)));
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push([current[index], { key: index, parent: place }]);
      }
      continue;
    }
    const entries = Object.entries(current as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index];
      if (containsControlBesidesLines(key)) {
        const path = pathOf(place, root);
        problems.push({ loc: path, msg: `${nameOf(path)} must not have a key with control characters` });
        continue;
      }
      pending.push([child, { key, parent: place }]);
    }
  }
  return problems;
}

const nameOf = (path: (string | number)[]) => (path.length === 0 ? 'body' : path.join('.'));
const problemAt = (path: (string | number)[]): FieldProblem => ({
  loc: path,
  msg: `${nameOf(path)} must not contain control characters`,
});

/**
 * A query parameter holding JSON (the contacts list's `filters` and `sort`): its strings are checked as well,
 * since JSON's \u0000 escape brings a NUL no raw query string shows.
 */
function embeddedJson(text: string): unknown {
  const start = text.trimStart()[0];
  if (start !== '[' && start !== '{') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function queryProblems(query: unknown): FieldProblem[] {
  const problems = controlCharacterProblems(query);
  if (typeof query !== 'object' || query === null) return problems;
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const parsed = embeddedJson(value);
    if (parsed !== undefined) problems.push(...controlCharacterProblems(parsed, [name]));
  }
  return problems;
}

/**
 * The edge rule for text: no request reaches a handler with NUL, another control character (line breaks and tabs
 * aside) or a lone surrogate in any string of its body, query or path, at any depth. PostgreSQL refuses NUL in
 * text and jsonb and a lone surrogate in jsonb, so such input would otherwise be a 500; the 400 names each field.
 * Fields that must be one line (names, e-mails) refuse line breaks and tabs too, in their own schemas. An
 * interceptor, so it runs after the guards: a caller who may not call the route hears 401 or 403 whatever it sent.
 */
@Injectable()
export class ControlCharacterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const problems = [
      ...controlCharacterProblems(request.params),
      ...queryProblems(request.query),
      ...controlCharacterProblems(request.body),
    ];
    if (problems.length > 0) throw new RequestValidationError(problems.slice(0, MAX_PROBLEMS));
    return next.handle();
  }
}

/**
 * The same rule for a body that is only parsed inside the route: a multipart form's text fields, which multer
 * reads in the route's own interceptor, after the global one ran. Uploaded files' bytes are not strings and pass as they are.
 */
@Injectable()
export class ControlCharacterPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body') return value;
    const problems = controlCharacterProblems(value);
    if (problems.length > 0) throw new RequestValidationError(problems);
    return value;
  }
}
