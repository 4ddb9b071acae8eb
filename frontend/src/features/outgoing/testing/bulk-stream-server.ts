import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { streamOf } from '../../../testing/stream-of';

/** One `data:` event of the bulk stream as the server writes it. */
export const bulkEvent = (event: object): string => `data: ${JSON.stringify(event)}\n`;

/** The bulk stream answering these events to every request. */
export function answerBulkStream(events: object[]): void {
  server.use(
    http.post('/emails/write/stream/bulk/', () => new HttpResponse(streamOf(events.map(bulkEvent)))),
  );
}
