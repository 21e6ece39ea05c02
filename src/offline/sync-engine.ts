/**
 * The sync engine: sends the signed-in user's outbox to the server.
 *
 * - One tab sends at a time: the engine holds a Web Lock while it is the sender; the
 *   other tabs' engines wait in line for it and take over when that tab closes.
 * - It looks at the queue when it starts, when the browser says it is online, when the
 *   tab becomes visible, after every enqueue (in any tab) and on a timer while anything
 *   waits. It does not rely on Background Sync (iOS Safari has none).
 * - Records of one group go in order, groups in parallel (schedule.ts); each outcome is
 *   handled per status (classify.ts), with backoff for retries (backoff.ts).
 * - A 401 pauses the whole queue: nothing is dropped, and the same user's next sign-in
 *   starts a new engine that picks the queue up where it stopped.
 */
import { retryDelay } from './backoff';
import { classifyStatus } from './classify';
import { reportSendOutcome } from './connection';
import * as v from 'valibot';
import { ApprovedRefusal } from '@/contract/inspections';
import {
  markAwaitingSignIn,
  markConflict,
  markDone,
  markInterrupted,
  markRefused,
  markRetry,
  markSending,
  photoBytes,
  pruneDone,
  recordsOf,
  resolveStale,
  retryAllNow,
  type Owner,
} from './outbox';
import { clearProgress, setProgress } from './progress';
import type { OutboxRecord } from './record';
import { schedule } from './schedule';
import { onKick } from './signals';
import { tempIdsUsed } from './temp-ids';
import { missingPhotoMessage, xhrTransport, type Transport } from './transport';

export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

export interface EngineOptions {
  owner: Owner;
  getToken: () => string | null;
  /** The session is over (a 401): the app signs the user out and asks them to sign in again. */
  onSignedOut: () => void;
  transport?: Transport;
  locks?: LockManagerLike | null;
  now?: () => number;
  random?: () => number;
  /** Groups sent side by side; the browser keeps about six connections per host. */
  parallel?: number;
  /** Longest wait between two looks at the queue while something is pending. */
  heartbeatMs?: number;
}

export const senderLockName = 'lot-console-outbox-sender';

/** A 412's body: the record as the server has it now. */
const StaleReply = v.object({ current: v.unknown() });
export const unresolvedIdMessage = 'It refers to something that was never created on the server.';

/** `navigator.onLine` is false only when the device has no network at all (true proves nothing: connection.ts). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function defaultLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}

export class SyncEngine {
  private readonly options: Required<Omit<EngineOptions, 'locks'>>;
  private readonly locks: LockManagerLike | null;
  private running = false;
  private sender = false;
  private paused = false;
  private passing = false;
  private passAgain = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly busyGroups = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Passes over the queue, and work an event started outside one (the online event's retry-all, the prune): `idle` waits for them. */
  private readonly chores = new Set<Promise<void>>();
  private abort = new AbortController();
  private releaseLock: (() => void) | null = null;
  private detach: (() => void)[] = [];
  /** Counts the browser's online events: a send that failed across one is retried at once. */
  private onlineEvents = 0;

  constructor(options: EngineOptions) {
    this.options = {
      transport: xhrTransport,
      now: Date.now,
      random: Math.random,
      parallel: 3,
      heartbeatMs: 30_000,
      ...options,
    };
    this.locks = options.locks === undefined ? defaultLocks() : options.locks;
  }

  /** True while this tab is the one sending. */
  get isSender(): boolean {
    return this.sender;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.paused = false;
    this.abort = new AbortController();
    this.listen();
    if (this.locks === null) {
      // No Web Locks (older browsers): this tab sends; the server's idempotency keys still prevent doubles.
      this.becomeSender();
      return;
    }
    const held = new Promise<void>((resolve) => (this.releaseLock = resolve));
    void this.locks.request(senderLockName, async () => {
      if (!this.running) return;
      this.becomeSender();
      await held;
    });
  }

  /**
   * Stops sending (sign-out, another user, a site change). A request in flight is cut; that is
   * not a network failure: its record goes back as it was (no attempt counted, no back-off)
   * and is resent with the same key by the next engine.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.sender = false;
    this.abort.abort();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const detach of this.detach) detach();
    this.detach = [];
    await Promise.allSettled([...this.inFlight]);
    this.releaseLock?.();
    this.releaseLock = null;
  }

  /** Looks at the queue now. */
  kick(): void {
    this.chore(this.pass());
  }

  /**
   * Resolves once no pass, send or chore is left: whatever the engine does next waits for its
   * timer or for an outside event (a write queued, the network back). Tests wait on it.
   */
  async idle(): Promise<void> {
    while (this.chores.size > 0 || this.inFlight.size > 0) {
      await Promise.allSettled([...this.chores, ...this.inFlight]);
    }
  }

  private chore(work: Promise<void>): void {
    this.chores.add(work);
    void work.finally(() => this.chores.delete(work));
  }

  private becomeSender(): void {
    this.sender = true;
    this.chore(pruneDone(this.options.now()).catch((error: unknown) => console.error('Outbox: could not prune sent records', error)));
    this.kick();
  }

  private listen(): void {
    this.detach.push(onKick(() => this.kick()));
    if (typeof window === 'undefined') return;
    const online = () => {
      this.onlineEvents += 1;
      this.chore(
        retryAllNow(this.options.owner.userId, this.options.now()).then(
          () => this.kick(),
          (error: unknown) => console.error('Outbox: could not retry the queue', error),
        ),
      );
    };
    const visible = () => {
      if (document.visibilityState === 'visible') this.kick();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    this.detach.push(() => window.removeEventListener('online', online));
    this.detach.push(() => document.removeEventListener('visibilitychange', visible));
  }

  private async pass(): Promise<void> {
    if (!this.running || !this.sender || this.paused) return;
    if (this.passing) {
      this.passAgain = true;
      return;
    }
    this.passing = true;
    try {
      await this.planAndSend();
    } catch (error) {
      // The database failed (closed, full): look again at the next heartbeat; nothing is lost.
      console.error('Outbox: could not read the queue', error);
      this.armTimer(null, true);
    } finally {
      this.passing = false;
    }
  }

  private async planAndSend(): Promise<void> {
    do {
      this.passAgain = false;
      const { owner } = this.options;
      const records = (await recordsOf(owner.userId)).filter((record) => record.apiBase === owner.apiBase);
      if (!this.running || this.paused) return;
      const plan = schedule(records, this.options.now(), this.busyGroups);
      // With no network at all (the browser knows) a send can only fail, and each failure would
      // lengthen the back-off of the first tries once the connection returns; the online event
      // sends at once.
      const room = browserOffline() ? 0 : Math.max(0, this.options.parallel - this.busyGroups.size);
      for (const record of plan.ready.slice(0, room)) this.track(this.send(record));
      const pending = records.some((record) => record.state !== 'done' && record.state !== 'needs-attention' && record.state !== 'conflict');
      this.armTimer(pending ? plan.wakeAt : null, pending);
    } while (this.passAgain && this.running);
  }

  private track(sending: Promise<void>): void {
    // A send whose bookkeeping failed stays "sending" on disk and is resent with its key.
    const work = sending.catch((error: unknown) => console.error('Outbox: a send could not be recorded', error));
    this.inFlight.add(work);
    void work.finally(() => {
      this.inFlight.delete(work);
      this.kick();
    });
  }

  private armTimer(wakeAt: number | null, pending: boolean): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!pending || !this.running) return;
    const now = this.options.now();
    const delay = Math.min(this.options.heartbeatMs, Math.max(0, (wakeAt ?? Infinity) - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, delay);
  }

  private async send(queued: OutboxRecord): Promise<void> {
    const { group } = queued;
    this.busyGroups.add(group);
    try {
      const { now } = this.options;
      if (tempIdsUsed(queued).length > 0) {
        await markRefused(queued.id, unresolvedIdMessage, 0, now());
        return;
      }
      const token = this.options.getToken();
      if (!token) {
        this.pause();
        return;
      }
      const bytes = queued.body?.kind === 'file' ? await photoBytes(queued.id) : null;
      if (queued.body?.kind === 'file' && bytes === null) {
        await markRefused(queued.id, missingPhotoMessage, 0, now());
        return;
      }
      const record = await markSending(queued.id, now());
      if (record === undefined) return;
      const signal = this.abort.signal;
      const onlineBefore = this.onlineEvents;
      const result = await this.options.transport(record, bytes, token, (progress) => setProgress(record.id, progress), signal);
      clearProgress(record.id);
      if (signal.aborted && result.status === 0) {
        await markInterrupted(record.id, queued.attempts, now());
        return;
      }
      reportSendOutcome(result.status !== 0);
      switch (classifyStatus(result.status)) {
        case 'done':
          // The reply and its meta (an inspection's autograde) stay on the record: the screens
          // that act on them watch their group's records, in every tab (useGroupRecords).
          await markDone(record.id, result.reply, result.meta, now());
          return;
        case 'stale': {
          const current = v.safeParse(StaleReply, result.reply);
          if (current.success) await resolveStale(record.id, current.output.current, result.message, now());
          else await markRefused(record.id, result.message, result.status, now());
          return;
        }
        case 'locked': {
          const approved = v.safeParse(ApprovedRefusal, result.reply);
          if (!approved.success) {
            await markRefused(record.id, result.message, result.status, now());
            return;
          }
          const { approved_report_id: approvedReportId, counterpart_condition_id: counterpartConditionId } = approved.output.error;
          await markConflict(
            record.id,
            { kind: 'approved', message: result.message, approvedReportId, counterpartConditionId },
            result.message,
            result.status,
            now(),
          );
          return;
        }
        case 'retry': {
          // The connection dropped during this send and came back before its failure was
          // recorded: the online event's "send at once" (retryAllNow) ran while this record was
          // still in flight and missed it, so it goes at once here instead of after a back-off.
          const backAlready = result.status === 0 && this.onlineEvents !== onlineBefore;
          const delay = backAlready ? 0 : retryDelay(record.attempts, this.options.random, result.retryAfterMs);
          await markRetry(record.id, result.message, result.status || null, delay, now());
          return;
        }
        case 'signed-out': {
          await markAwaitingSignIn(record.id, now());
          const first = !this.paused;
          this.pause();
          // Several groups may hit the 401 together: the user is asked once.
          if (first) this.options.onSignedOut();
          return;
        }
        case 'refused':
          await markRefused(record.id, result.message, result.status, now());
          return;
      }
    } finally {
      this.busyGroups.delete(group);
    }
  }

  private pause(): void {
    this.paused = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
