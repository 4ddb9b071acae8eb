/** The value of each named header of a raw header block, unfolded; absent headers are left out. */
export function headerValues(raw: Buffer | string | undefined, names: string[]): Record<string, string> {
  const text = (typeof raw === 'string' ? raw : (raw?.toString('utf8') ?? '')).replace(/\r?\n[ \t]+/g, ' ');
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (wanted.has(name))
      values[name] = values[name]
        ? `${values[name]} ${line.slice(colon + 1).trim()}`
        : line.slice(colon + 1).trim();
  }
  return values;
}
