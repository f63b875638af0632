// Sends the outbox (webhook_deliveries) to the owners' endpoints, from every process sharing the
// database. A process claims due deliveries with a lease (repo.claimDeliveries: one conditional
// UPDATE, so of several processes exactly one wins it), sends it, and settles it only while it
// still holds the lease. A delivery a crashed process had claimed becomes due again when its lease
// runs out, so nothing is lost across a restart; the lease outlasts the send timeout, so no other
// process sends it again while the first may still succeed. A delivered row is never sent again.
// Failed attempts are retried with exponential backoff until 24 hours after the lead; then the row
// is `failed` with its last error. The conversion request only inserts rows and pokes the worker:
// it never waits on a receiver.
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { randomId } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from './webhook-signature.ts';
import { postWebhook, WebhookTimeoutError } from './webhook-post.ts';

/** A receiver that has not answered in this long has failed this attempt, in ms. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claimed delivery is this process's alone; longer than the timeout, in ms. */
export const WEBHOOK_LEASE_MS = 30_000;
/** The first retry's delay, doubled for each attempt after, capped at WEBHOOK_MAX_DELAY_MS. */
export const WEBHOOK_FIRST_RETRY_MS = 10_000;
export const WEBHOOK_MAX_DELAY_MS = 60 * 60_000;
/** After this long since the delivery was created it is given up as failed, in ms. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** How often each process looks for due deliveries when nothing pokes it, in ms. */
export const WEBHOOK_POLL_MS = 1000;
/**
 * A poke waits this long before the pass, so a burst of leads is claimed in one pass rather than
 * one pass each, in ms.
 */
export const WEBHOOK_POKE_DELAY_MS = 20;
/** Deliveries one process sends at once, and claims in one pass. */
export const WEBHOOK_CONCURRENCY = 16;
export const WEBHOOK_BATCH = 64;
/**
 * Delivery is background work on the event loop that answers visitors, and a delivery costs about
 * as much CPU as storing the lead did. Between passes the outbox watches the loop for
 * WEBHOOK_BUSY_PROBE_MS; when it was busier than this with other work, the next pass waits
 * WEBHOOK_BUSY_PAUSE_MS. Under a burst of conversions the answers stay quick and the outbox still
 * sends a batch every pause (its floor), then drains at full speed once the burst eases.
 */
export const WEBHOOK_BUSY_UTILIZATION = 0.8;
export const WEBHOOK_BUSY_PROBE_MS = 20;
export const WEBHOOK_BUSY_PAUSE_MS = 250;

export interface OutboxOptions {
  timeoutMs?: number;
  leaseMs?: number;
  firstRetryMs?: number;
  pollMs?: number;
  /** Tests and the bench name their processes; otherwise a random name. */
  workerName?: string;
  /** False in tests that drive `runOnce` themselves. */
  autoStart?: boolean;
}

/** The delay before attempt n+1 after n failed attempts. */
export function retryDelayMs(
  failedAttempts: number,
  firstRetryMs = WEBHOOK_FIRST_RETRY_MS,
): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), WEBHOOK_MAX_DELAY_MS);
}

const ERROR_TEXT_MAX = 500;

export class WebhookOutbox {
  readonly worker: string;
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly firstRetryMs: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private pokeScheduled = false;
  private claims = 0;
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** Finished attempts waiting to be written together (settle). */
  private readonly settling: Array<{
    settlement: repo.Settlement;
    resolve: (written: boolean) => void;
    reject: (error: unknown) => void;
  }> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    options: OutboxOptions = {},
  ) {
    this.worker = options.workerName ?? `worker-${randomId(10)}`;
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.leaseMs = options.leaseMs ?? WEBHOOK_LEASE_MS;
    this.firstRetryMs = options.firstRetryMs ?? WEBHOOK_FIRST_RETRY_MS;
    this.pollMs = options.pollMs ?? WEBHOOK_POLL_MS;
    if (options.autoStart !== false) this.schedule(this.pollMs);
  }

  /** Something new is due (a lead was stored): look now rather than at the next poll. */
  poke(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.pokeScheduled) return;
    this.pokeScheduled = true;
    this.schedule(WEBHOOK_POKE_DELAY_MS);
  }

  /** One pass: claims what is due (a batch) and sends it; resolves when all are settled. */
  async runOnce(now = Date.now()): Promise<number> {
    const ids = await repo.dueDeliveryIds(this.db, now, WEBHOOK_BATCH);
    // A name unique to this claim: the rows read back, and settled, are the ones this call took.
    const claim = `${this.worker}:${this.claims++}`;
    const claimed = await repo.claimDeliveries(this.db, ids, claim, now, now + this.leaseMs);
    for (const [index, delivery] of claimed.entries()) {
      if (this.closed) {
        // Closing: what this claim took and will not send goes back now, so the next process
        // sends it at once instead of after the lease (a restart would otherwise hold it 30 s).
        const unsent = claimed.slice(index).map((row) => row.id);
        await repo.releaseDeliveries(this.db, unsent, claim);
        break;
      }
      while (this.inFlight.size >= WEBHOOK_CONCURRENCY) await Promise.race(this.inFlight);
      const sending = this.send(delivery, claim).finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }
    await Promise.all(this.inFlight);
    return claimed.length;
  }

  /** Stops looking; waits for the sends under way (each bounded by the timeout). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.all(this.inFlight);
  }

  private schedule(delay: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pokeScheduled = false;
      this.running = this.loop().finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.schedule(WEBHOOK_POKE_DELAY_MS);
        } else {
          this.schedule(this.pollMs);
        }
      });
    }, delay);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    try {
      // Keep going while passes find work, so a burst drains without waiting for polls; while
      // visitors keep the process busy, pause between passes (yieldToVisitors).
      while (!this.closed && (await this.runOnce()) > 0) await this.yieldToVisitors();
    } catch (error) {
      this.log.error({ err: error }, 'webhook outbox pass failed');
    }
  }

  /**
   * Queues a finished attempt; the ones that finish in the same turn of the event loop are written
   * in one transaction. Answers whether this one was written (the lease still held).
   */
  private settle(settlement: repo.Settlement): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.settling.push({ settlement, resolve, reject });
      if (this.settling.length === 1) setImmediate(() => void this.writeSettlements());
    });
  }

  private async writeSettlements(): Promise<void> {
    const batch = this.settling.splice(0, WEBHOOK_BATCH);
    if (this.settling.length > 0) setImmediate(() => void this.writeSettlements());
    try {
      const written = await repo.settleDeliveries(
        this.db,
        batch.map((entry) => entry.settlement),
      );
      batch.forEach((entry, index) => entry.resolve(written[index] ?? false));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  /**
   * Between passes: looks at how busy the event loop is over a short moment in which the outbox
   * itself does nothing (its sends and settles are done), so what keeps the loop busy then is
   * visitors' requests; if they do, waits WEBHOOK_BUSY_PAUSE_MS before the next pass.
   */
  private async yieldToVisitors(): Promise<void> {
    const start = performance.eventLoopUtilization();
    await pause(WEBHOOK_BUSY_PROBE_MS);
    if (performance.eventLoopUtilization(start).utilization > WEBHOOK_BUSY_UTILIZATION) {
      await pause(WEBHOOK_BUSY_PAUSE_MS);
    }
  }

  private async send(
    delivery: repo.DeliveryRow & { url: string | null; secret: string | null },
    claim: string,
  ): Promise<void> {
    const id = delivery.id;
    const endpoint =
      delivery.url !== null && delivery.secret !== null
        ? { url: delivery.url, secret: delivery.secret }
        : undefined;
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    if (!endpoint) {
      error = 'The endpoint was deleted';
    } else {
      try {
        statusCode = await postWebhook(
          endpoint.url,
          {
            'content-type': 'application/json',
            'user-agent': 'Pinwheel-Webhooks/1',
            [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.payload),
            [DELIVERY_ID_HEADER]: delivery.id,
            [EVENT_HEADER]: delivery.lead_id ? 'lead.created' : 'test',
          },
          delivery.payload,
          this.timeoutMs,
        );
        if (statusCode < 200 || statusCode >= 300) {
          error = `The receiver answered ${statusCode}`;
        }
      } catch (failure) {
        error =
          failure instanceof WebhookTimeoutError
            ? `No answer within ${this.timeoutMs % 1000 === 0 ? `${this.timeoutMs / 1000} s` : `${this.timeoutMs} ms`}`
            : `Could not reach the receiver: ${(failure as Error).message}`;
      }
    }
    const finished = Date.now();
    const attempts = delivery.attempts + 1;
    const nextAt = finished + retryDelayMs(attempts, this.firstRetryMs);
    const givingUp =
      error !== null && (!endpoint || nextAt > delivery.created_at + WEBHOOK_GIVE_UP_AFTER_MS);
    const settled = await this.settle({
      id,
      claim,
      outcome:
        error === null
          ? {
              status: 'delivered',
              next_attempt_at: finished,
              last_error: null,
              delivered_at: finished,
            }
          : {
              status: givingUp ? 'failed' : 'pending',
              next_attempt_at: givingUp ? finished : nextAt,
              last_error: error.slice(0, ERROR_TEXT_MAX),
              delivered_at: null,
            },
      attempt: {
        id: randomId(20),
        delivery_id: id,
        endpoint_id: delivery.endpoint_id,
        status_code: statusCode,
        error: error?.slice(0, ERROR_TEXT_MAX) ?? null,
        duration_ms: finished - started,
        created_at: finished,
      },
    });
    if (!settled) this.log.warn({ delivery: id }, 'webhook delivery lease lost before settling');
    else if (error) this.log.info({ delivery: id, error, attempts }, 'webhook delivery failed');
  }
}
