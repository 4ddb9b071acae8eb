/**
 * Stands in for the browser's EventSource (jsdom has none). A test installs it with
 * vi.stubGlobal('EventSource', FakeEventSource) in the test file itself, so the file runs isolated (vite.config.ts).
 */
export class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  /** 1 (open) until closed, when 2 (EventSource.CLOSED): what a hook reads to know the browser gave up. */
  readyState = 1;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
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
