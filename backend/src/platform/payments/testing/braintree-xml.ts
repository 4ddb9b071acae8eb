/** A node of Braintree's XML dialect: typed scalars (`type="integer"`, `nil="true"`) and typed arrays. */
export type XmlValue = string | number | boolean | null | XmlTyped | XmlList | XmlCollection | XmlFields;
export interface XmlFields {
  [tag: string]: XmlValue;
}

export class XmlTyped {
  constructor(
    readonly type: 'date' | 'datetime' | 'symbol' | 'decimal',
    readonly text: string,
  ) {}
}

export class XmlList {
  constructor(
    readonly itemTag: string,
    readonly items: XmlValue[],
  ) {}
}

/** A search page (`type="collection"`): its fields, then one element per item, all with the same tag. */
export class XmlCollection {
  constructor(
    readonly itemTag: string,
    readonly items: XmlValue[],
    readonly fields: XmlFields,
  ) {}
}

export const date = (text: string | null): XmlValue => (text === null ? null : new XmlTyped('date', text));
export const datetime = (at: Date): XmlTyped =>
  new XmlTyped('datetime', at.toISOString().replace(/\.\d{3}Z$/, 'Z'));
export const symbol = (text: string): XmlTyped => new XmlTyped('symbol', text);
export const list = (itemTag: string, items: XmlValue[]): XmlList => new XmlList(itemTag, items);
export const collection = (itemTag: string, items: XmlValue[], fields: XmlFields = {}): XmlCollection =>
  new XmlCollection(itemTag, items, fields);

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function toXml(tag: string, value: XmlValue): string {
  if (value === null) return `<${tag} nil="true"/>`;
  if (typeof value === 'string') return `<${tag}>${escape(value)}</${tag}>`;
  if (typeof value === 'number') return `<${tag} type="integer">${value}</${tag}>`;
  if (typeof value === 'boolean') return `<${tag} type="boolean">${value}</${tag}>`;
  if (value instanceof XmlTyped) return `<${tag} type="${value.type}">${escape(value.text)}</${tag}>`;
  if (value instanceof XmlCollection) {
    const fields = Object.entries(value.fields).map(([child, childValue]) => toXml(child, childValue));
    const items = value.items.map((item) => toXml(value.itemTag, item));
    return `<${tag} type="collection">${[...fields, ...items].join('')}</${tag}>`;
  }
  if (value instanceof XmlList) {
    if (value.items.length === 0) return `<${tag} type="array"/>`;
    return `<${tag} type="array">${value.items.map((item) => toXml(value.itemTag, item)).join('')}</${tag}>`;
  }
  const children = Object.entries(value).map(([child, childValue]) => toXml(child, childValue));
  return `<${tag}>${children.join('')}</${tag}>`;
}

export const xmlDocument = (tag: string, value: XmlValue): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${toXml(tag, value)}\n`;
