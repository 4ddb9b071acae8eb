import type {
  AppendOptions,
  AppendResult,
  EventStore,
  Evolve,
  HistoryFilter,
  HistoryPage,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from './event-store.port';
import { ACTOR_RECENT_WINDOW } from './event-store.port';
import { startPollingSubscription, WakeSignal } from './polling-subscription';
import { noUpcasting, type Upcaster } from './upcasting';

/** What both adapters share: subscriptions that poll readAll and wake on appends, and folding a stream. */
export abstract class PollingEventStore implements EventStore {
  protected readonly upcaster: Upcaster;
  private readonly wakeSignals = new Set<WakeSignal>();
  private readonly subscriptions = new Set<Subscription>();

  protected constructor(
    options: { upcaster?: Upcaster },
    private readonly pollIntervalMs: number,
  ) {
    this.upcaster = options.upcaster ?? noUpcasting;
  }

  abstract append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  abstract appendMany(batches: StreamAppend[]): Promise<AppendResult[]>;
  abstract readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  abstract readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>>;
  abstract readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  abstract headPosition(): Promise<Position>;
  abstract readHistory(filter: HistoryFilter): Promise<HistoryPage>;

  /** Through readHistory: the newest of the actor's last ACTOR_RECENT_WINDOW events that matches. */
  async newestActorPosition(query: {
    actorUserId: string;
    types: string[];
    since: Date;
  }): Promise<Position | null> {
    const { events } = await this.readHistory({
      streamIds: [],
      actorUserId: query.actorUserId,
      order: 'desc',
      limit: ACTOR_RECENT_WINDOW,
      offset: 0,
    });
    const types = new Set(query.types);
    const since = query.since.getTime();
    const found = events.find(
      (event) => types.has(event.type) && Date.parse(String(event.metadata.recordedAt)) >= since,
    );
    return found?.position ?? null;
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = startPollingSubscription(options, {
      read: (after, maxCount) => this.readAll({ after, maxCount }),
      pollIntervalMs: this.pollIntervalMs,
      registry: this.wakeSignals,
    });
    const tracked: Subscription = {
      stop: async () => {
        this.subscriptions.delete(tracked);
        await subscription.stop();
      },
    };
    this.subscriptions.add(tracked);
    return tracked;
  }

  async aggregate<State, Event extends RecordedEvent>(
    streamId: string,
    evolve: Evolve<State, Event>,
    initial: State,
  ): Promise<{ state: State; version: number }> {
    const events = await this.readStream(streamId);
    let state = initial;
    for (const event of events) state = evolve(state, event as Event);
    return { state, version: events.length === 0 ? -1 : events[events.length - 1].streamVersion };
  }

  /** Makes subscriptions read now, e.g. when another process reports new events. */
  wake(): void {
    for (const signal of this.wakeSignals) signal.wake();
  }

  /** Stops this store's subscriptions; adapters release their own connections after it. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }
}
