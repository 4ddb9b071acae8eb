/** The contact list's filters (spec section 2, Contact filter popup), shared by every screen that filters contacts. */
export type FilterLogic = 'AND' | 'OR';

export interface ContactFilter {
  column: string;
  operator: 'contains';
  value: string;
}

/** Filter columns as people read them: first_name → First name. */
export function columnLabel(column: string): string {
  const words = column.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A filter as its chip says it: 'Company: Acme'. */
export const filterText = (filter: ContactFilter): string => `${columnLabel(filter.column)}: ${filter.value}`;
