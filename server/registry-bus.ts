import { randomUUID } from 'node:crypto';
import { Redis as RedisClient } from 'ioredis';
import { isId } from './protocol';

/**
 * Tells the other server nodes (through the same Redis as @hocuspocus/extension-redis) that a party's registry entry
 * changed, so each reads it again from the shared SQLite file and closes its own connections that lost their rights:
 * without it, a player connected to another node would keep writing after the GM removed them.
 */
export class RegistryBus {
  private readonly node = randomUUID();
  private readonly channel: string;
  private readonly publisher: RedisClient;
  private readonly subscriber: RedisClient | undefined;

  private constructor(redisUrl: string, prefix: string, onChange: ((partyId: string) => void) | undefined) {
    this.channel = `${prefix}:registry`;
    this.publisher = new RedisClient(redisUrl, { lazyConnect: true });
    if (onChange !== undefined) {
      this.subscriber = new RedisClient(redisUrl, { lazyConnect: true });
      this.subscriber.on('message', (_channel: string, message: string) => {
        const [node, partyId] = message.split(' ');
        if (node !== this.node && isId(partyId)) onChange(partyId);
      });
    }
  }

  /** A bus that hears other nodes' changes (a running server node), or only tells (the --delete-party command). */
  static async connect(redisUrl: string, prefix: string, onChange?: (partyId: string) => void): Promise<RegistryBus> {
    const bus = new RegistryBus(redisUrl, prefix, onChange);
    await bus.publisher.connect();
    if (bus.subscriber !== undefined) {
      await bus.subscriber.connect();
      await bus.subscriber.subscribe(bus.channel);
    }
    return bus;
  }

  async changed(partyId: string): Promise<void> {
    await this.publisher.publish(this.channel, `${this.node} ${partyId}`);
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit(), this.subscriber?.quit()]);
  }
}
