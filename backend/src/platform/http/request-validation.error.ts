import { DomainError } from '../errors/domain-error';

export interface FieldProblem {
  loc: (string | number)[];
  msg: string;
}

export class RequestValidationError extends DomainError {
  readonly code = 'REQUEST.VALIDATION';
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((problem) => `${problem.loc.join('.') || 'body'}: ${problem.msg}`).join('; '));
  }
}
