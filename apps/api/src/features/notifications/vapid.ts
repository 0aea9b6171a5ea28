import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { leagueSettings, type Db } from '@liga/db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';

/**
 * The server's VAPID key pair for Web Push (decision 036): generated on first use and kept in
 * league_settings, so every instance and every restart signs with the same keys (a browser's
 * subscription is bound to the public key).
 */
export class Vapid {
  private keys: Promise<VapidKeys> | null = null;

  constructor(private readonly db: Db) {}

  get(): Promise<VapidKeys> {
    this.keys ??= this.load().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.get()).publicKey;
  }

  private async load(): Promise<VapidKeys> {
    // One row holds the pair: two instances racing both insert, the first pair stays for everyone.
    await this.db
      .insert(leagueSettings)
      .values({ key: KEY, value: JSON.stringify(webpush.generateVAPIDKeys()) })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(leagueSettings).where(eq(leagueSettings.key, KEY));
    const keys = JSON.parse(row!.value) as VapidKeys;
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  }
}
