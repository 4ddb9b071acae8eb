/** A streamed response body of text lines; with `hold`, the lines from index `after` wait until `until` settles. */
export function streamOf(lines: string[], hold?: { after: number; until: Promise<void> }) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, line] of lines.entries()) {
        if (hold && index === hold.after) await hold.until;
        controller.enqueue(encoder.encode(`${line}\n`));
      }
      controller.close();
    },
  });
}
