export interface MinimalPdfOptions {
  /** Lines of text per page, set in Helvetica; an empty page has no text at all. */
  pages: string[][];
  /** Adds a standard security handler whose password nobody knows: a reader must refuse the file. */
  encrypted?: boolean;
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A small but valid PDF 1.4 (catalog, page tree, one Type1 font, a content stream per page and an
 * exact xref table), so tests upload real PDFs without binary fixtures.
 */
export function minimalPdf({ pages, encrypted = false }: MinimalPdfOptions): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const content =
      lines.length === 0
        ? '0 0 m 10 10 l S'
        : `BT /F1 12 Tf 16 TL 72 720 Td ${lines.map((line) => `(${escapeText(line)}) '`).join(' ')} ET`;
    objects[4 + index * 2] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`;
    objects[5 + index * 2] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const encryptId = objects.length;
  if (encrypted) {
    objects[encryptId] =
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`;
  }

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  const security = encrypted
    ? ` /Encrypt ${encryptId} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`
    : '';
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R${security} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
