/**
 * Stands in for the browser's EventSource (jsdom has none). A test installs it with
 * vi.stubGlobal('EventSource', FakeEventSource) in the test file itself, so the file runs isolated (vite.config.ts).
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** A server message: unnamed (arrives as 'message') unless the server gave it an event name. */
  send(message: object, eventName = 'message'): void {
    this.dispatchEvent(new MessageEvent(eventName, { data: JSON.stringify(message) }));
  }

  /** The connection was lost. */
  drop(): void {
    this.dispatchEvent(new Event('error'));
  }

  /** The streams still open, newest last. */
  static open(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => !source.closed);
  }
}
