/** A count with its noun in the right number: '1 job', '3 jobs', '0 companies'. */
export const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
