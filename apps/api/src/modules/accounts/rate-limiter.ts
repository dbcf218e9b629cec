import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// Rate limits (rate-limiter-flexible): in memory by default, in Redis when REDIS_URL is set, so that several
// api instances share one count. One Redis connection per URL and process.

const clients = new Map<string, Redis>();

function redisFor(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    // Commands wait for the connection, but not for long: a limit check must not hang a sign-in.
    client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
    client.on("error", () => undefined); // reconnects on its own; a failed command surfaces at the caller
    clients.set(url, client);
  }
  return client;
}

/** Closes the Redis connections of this process (shutdown, tests). */
export async function closeRateLimitStores(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}

export interface TLimiter {
  /** Counts one event for key; returns false when it went past the limit. */
  hit(key: string): Promise<boolean>;
  /** Takes one event back (e.g. a successful sign-in does not count as a failure). */
  giveBack(key: string): Promise<void>;
}

export function createLimiter(options: { redisUrl?: string; prefix: string; name: string; points: number; durationSeconds: number }): TLimiter {
  const keyPrefix = `${options.prefix}:${options.name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points: options.points, duration: options.durationSeconds });
  // With Redis, the library's insurance limiter counts in memory while Redis is unreachable (per instance
  // then, but never unlimited).
  const limiter: RateLimiterAbstract = options.redisUrl
    ? new RateLimiterRedis({ storeClient: redisFor(options.redisUrl), keyPrefix, points: options.points, duration: options.durationSeconds, insuranceLimiter: memory })
    : memory;
  return {
    async hit(key) {
      try {
        await limiter.consume(key, 1);
        return true;
      } catch (result) {
        if (result instanceof RateLimiterRes) return false;
        throw result;
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}
