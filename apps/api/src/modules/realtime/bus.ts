import { Redis } from "ioredis";
import type { TBusMessage } from "./types.js";

// The event bus of this process. In-process by default: what is published reaches the hubs (websocket registries)
// of this process. With REDIS_URL, published messages go through Redis pub/sub on one channel, and every process
// (this one too) hands what arrives to its hubs, so a user connected to any api instance gets them.
//
// It is process-wide, not per app, because publishEvents() is called after commit from use cases that know no app
// context. One api process runs one app; tests that start several apps in one process share one bus.

type TListener = (message: TBusMessage) => void;

interface TRedisBus {
  key: string;
  channel: string;
  publisher: Redis;
  subscriber: Redis;
  users: number;
}

const listeners = new Set<TListener>();
let redisBus: TRedisBus | null = null;
let onError: (error: unknown) => void = () => undefined;

export interface TBusOptions {
  redisUrl?: string;
  channel: string;
  onError?: (error: unknown) => void;
}

/** A hub (one per app) joins the bus; the returned function leaves it (and closes Redis when the last one leaves). */
export async function joinBus(options: TBusOptions, listener: TListener): Promise<() => Promise<void>> {
  if (options.onError) onError = options.onError;
  listeners.add(listener);
  if (options.redisUrl) {
    const key = `${options.redisUrl}#${options.channel}`;
    if (redisBus && redisBus.key !== key) throw new Error("realtime bus: one process serves one Redis channel");
    if (!redisBus) {
      const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: true });
      const subscriber = new Redis(options.redisUrl, { connectTimeout: 2000, lazyConnect: true });
      publisher.on("error", (error) => onError(error));
      subscriber.on("error", (error) => onError(error));
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(options.channel);
      subscriber.on("message", (channel, text) => {
        if (channel !== options.channel) return;
        let message: TBusMessage;
        try {
          message = JSON.parse(text) as TBusMessage;
        } catch (error) {
          onError(error);
          return;
        }
        deliverLocally(message);
      });
      redisBus = { key, channel: options.channel, publisher, subscriber, users: 0 };
    }
    redisBus.users += 1;
  }
  let left = false;
  return async () => {
    if (left) return;
    left = true;
    listeners.delete(listener);
    if (options.redisUrl && redisBus) {
      redisBus.users -= 1;
      if (redisBus.users === 0) {
        const bus = redisBus;
        redisBus = null;
        await Promise.allSettled([bus.subscriber.quit(), bus.publisher.quit()]);
      }
    }
  };
}

function deliverLocally(message: TBusMessage): void {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      onError(error);
    }
  }
}

/** Sends a message to every hub of every instance. Never throws: a lost message is caught up from Postgres. */
export function publishOnBus(message: TBusMessage): void {
  if (redisBus) {
    redisBus.publisher.publish(redisBus.channel, JSON.stringify(message)).catch((error) => onError(error));
    return;
  }
  // Asynchronously, like Redis: the caller's code after publish runs first in both modes.
  queueMicrotask(() => deliverLocally(message));
}
