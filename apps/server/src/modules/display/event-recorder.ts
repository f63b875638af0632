// Buffers the widget's events (views, closes, session pings, conversion activities, limit logs) in
// memory and writes them in batches: one transaction per flush, on a timer or when the buffer is
// full, so the database write is never on the display path. Ids are made in the process, so a view
// is acknowledged with its poptin_view_id before it is written. close() (the app's onClose) writes
// everything still buffered: an acknowledged event survives a graceful shutdown.
import {
  DISPLAY_EVENT_FLUSH_BATCH_SIZE,
  DISPLAY_EVENT_FLUSH_INTERVAL_MS,
  DISPLAY_EVENT_WRITE_CHUNK_SIZE,
} from '../../server-constants.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { monthOf } from './view-month.ts';
import {
  writeEvents,
  type ConversionActivityRow,
  type EventBatch,
  type LimitLogRow,
  type PopupCloseRow,
  type PopupViewRow,
  type WebsiteSessionRow,
} from './repo.ts';

export interface EventRecorderOptions {
  flushIntervalMs?: number;
  batchSize?: number;
  /** Events per write transaction (DISPLAY_EVENT_WRITE_CHUNK_SIZE). */
  writeChunkSize?: number;
}

/** Views of one site this process has acknowledged: all of them, and those not yet written. */
export interface LocalViewCount {
  recorded: number;
  pending: number;
}

const emptyBatch = (): EventBatch => ({
  views: [],
  closes: [],
  sessions: [],
  activities: [],
  limitLogs: [],
});

/** One refused event, for the log line: enough to find the bad data, not the whole batch. */
function firstOf(batch: EventBatch): unknown {
  return Object.values(batch).find((rows) => rows.length > 0)?.[0];
}

/** The batch as single-kind batches of at most `size` events, in order. */
function chunksOf(batch: EventBatch, size: number): EventBatch[] {
  const chunks: EventBatch[] = [];
  for (const kind of Object.keys(batch) as Array<keyof EventBatch>) {
    const rows = batch[kind] as unknown[];
    for (let at = 0; at < rows.length; at += size) {
      chunks.push({ ...emptyBatch(), [kind]: rows.slice(at, at + size) } as EventBatch);
    }
  }
  return chunks;
}

const sizeOf = (batch: EventBatch) =>
  batch.views.length +
  batch.closes.length +
  batch.sessions.length +
  batch.activities.length +
  batch.limitLogs.length;

export class EventRecorder {
  private buffer = emptyBatch();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly localViews = new Map<string, LocalViewCount>();
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly writeChunkSize: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    options: EventRecorderOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? DISPLAY_EVENT_FLUSH_INTERVAL_MS;
    this.batchSize = options.batchSize ?? DISPLAY_EVENT_FLUSH_BATCH_SIZE;
    this.writeChunkSize = options.writeChunkSize ?? DISPLAY_EVENT_WRITE_CHUNK_SIZE;
  }

  recordView(row: PopupViewRow): void {
    this.buffer.views.push(row);
    const count = this.localViews.get(row.site_id);
    if (count) {
      count.recorded += 1;
      count.pending += 1;
    } else {
      this.localViews.set(row.site_id, { recorded: 1, pending: 1 });
    }
    this.scheduled();
  }

  recordClose(row: PopupCloseRow): void {
    this.buffer.closes.push(row);
    this.scheduled();
  }

  recordSession(row: WebsiteSessionRow): void {
    this.buffer.sessions.push(row);
    this.scheduled();
  }

  recordActivity(row: ConversionActivityRow): void {
    this.buffer.activities.push(row);
    this.scheduled();
  }

  recordLimitLog(row: LimitLogRow): void {
    this.buffer.limitLogs.push(row);
    this.scheduled();
  }

  /** A copy of this process's view count for a site, for the monthly-limit estimate. */
  localViewCount(siteId: string): LocalViewCount {
    const count = this.localViews.get(siteId);
    return count ? { ...count } : { recorded: 0, pending: 0 };
  }

  /** Writes everything buffered so far; resolves when it is in the database (or failed, logged). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // One write at a time, in order: each flush waits for the one before it.
    this.writing = this.writing.then(() => this.writeBuffered());
    return this.writing;
  }

  /** Stops the timer and writes what is left, retrying a failed write a few times. */
  async close(): Promise<void> {
    for (let attempt = 1; attempt <= 3 && sizeOf(this.buffer) > 0; attempt++) {
      await this.flush();
    }
    await this.writing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const lost = sizeOf(this.buffer);
    if (lost > 0) this.log.error({ events: lost }, 'display events could not be written at close');
  }

  private scheduled(): void {
    if (sizeOf(this.buffer) >= this.batchSize) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.flushIntervalMs);
    }
  }

  /**
   * Writes the buffer in transactions of at most `writeChunkSize` events, letting other work run
   * between them: SQLite writes block the process, and one 500-row transaction held every request
   * waiting for about 8 ms. When the database is away, what is left goes back for a retry.
   */
  private async writeBuffered(): Promise<void> {
    const batch = this.buffer;
    if (sizeOf(batch) === 0) return;
    this.buffer = emptyBatch();
    const chunks = chunksOf(batch, this.writeChunkSize);
    for (const [index, chunk] of chunks.entries()) {
      if (index > 0) await new Promise((resolve) => setImmediate(resolve));
      const unwritten = await this.writeChunk(chunk);
      if (sizeOf(unwritten) > 0) {
        this.putBack([unwritten, ...chunks.slice(index + 1)]);
        return;
      }
    }
  }

  /** Writes one chunk; answers what could not be written because the database is away. */
  private async writeChunk(chunk: EventBatch): Promise<EventBatch> {
    try {
      await writeEvents(this.db, chunk, monthOf);
      for (const view of chunk.views) this.settleLocalView(view.site_id);
      return emptyBatch();
    } catch (error) {
      this.log.error({ err: error, events: sizeOf(chunk) }, 'writing display events failed');
      return this.writeOneByOne(chunk);
    }
  }

  /**
   * Puts unwritten events back in front of anything recorded meanwhile, and tries again later. A
   * hiccup delays events; it does not drop them.
   */
  private putBack(unwritten: EventBatch[]): void {
    const parts = [...unwritten, this.buffer];
    this.buffer = {
      views: parts.flatMap((part) => part.views),
      closes: parts.flatMap((part) => part.closes),
      sessions: parts.flatMap((part) => part.sessions),
      activities: parts.flatMap((part) => part.activities),
      limitLogs: parts.flatMap((part) => part.limitLogs),
    };
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.flushIntervalMs * 4);
    }
  }

  /**
   * After a batch failed: writes its events one at a time, so one event the database refuses
   * cannot hold back every event after it. When some events go in, the refused ones are bad data:
   * logged and dropped. When none go in, the database is away: all are answered for a retry.
   */
  private async writeOneByOne(batch: EventBatch): Promise<EventBatch> {
    const refused = emptyBatch();
    let written = 0;
    for (const kind of Object.keys(batch) as Array<keyof EventBatch>) {
      for (const row of batch[kind]) {
        const single = { ...emptyBatch(), [kind]: [row] } as EventBatch;
        try {
          await writeEvents(this.db, single, monthOf);
          written += 1;
          if (kind === 'views') this.settleLocalView((row as PopupViewRow).site_id);
        } catch {
          (refused[kind] as unknown[]).push(row);
        }
      }
    }
    if (written === 0) return refused;
    if (sizeOf(refused) > 0) {
      for (const view of refused.views) this.settleLocalView(view.site_id);
      this.log.error(
        { events: sizeOf(refused), sample: firstOf(refused) },
        'display events refused by the database; dropped',
      );
    }
    return emptyBatch();
  }

  private settleLocalView(siteId: string): void {
    const count = this.localViews.get(siteId);
    if (count) count.pending -= 1;
  }
}
