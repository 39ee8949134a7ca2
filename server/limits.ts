import { MAX_CHARACTERS_PER_PARTY, MAX_MEMBERS_PER_PARTY, MAX_MESSAGE_BYTES } from './protocol';

/**
 * The party server's limits, each with its reason. The ones a client must keep to (the message size, characters and
 * members per party) are in protocol.ts; these are the server's own. Tests pass smaller ones through PartyServerOptions.
 */
export interface Limits {
  /**
   * WebSocket connections one address may open per minute (@hocuspocus/extension-throttle, counted at the upgrade,
   * not per document: one socket carries all of a party's documents). A device opens one socket per party and opens it
   * again only after a drop; a whole table behind one router on flaky Wi-Fi stays well under it, while a script trying
   * links or reconnecting in a loop is held off.
   */
  readonly connectionsPerMinutePerAddress: number;
  /** How long an address that went over is refused: long enough to stop a loop, short enough for a table to get back. */
  readonly throttleBanMinutes: number;
  /** The largest message (ws's maxPayload): see MAX_MESSAGE_BYTES. */
  readonly maxMessageBytes: number;
  /**
   * Messages a connection may send at once, and per second after that (a token bucket). Opening a party of
   * MAX_CHARACTERS_PER_PARTY characters sends about three messages per document at once; a person's taps and typing
   * send a few a second.
   */
  readonly messageBurst: number;
  readonly messagesPerSecond: number;
  /**
   * Bytes a connection may send at once, and per second after that. The burst takes a first sync of the largest
   * document twice over (a device that was offline pushes what it changed); the rate is far above what edits send.
   */
  readonly byteBurst: number;
  readonly bytesPerSecond: number;
  /**
   * Bytes a connection may send for documents it was not admitted to, before its token is accepted or after it was
   * refused. Hocuspocus keeps those messages queued until the token is accepted, so without this a refused client
   * could fill the server's memory; a token and a first sync step are a few hundred bytes.
   */
  readonly maxUnadmittedBytes: number;
  /** Documents one connection may ask for: one party's (its roster, campaign and characters). */
  readonly maxDocumentsPerConnection: number;
  /** Time a new connection has to get a document admitted before it is closed, so idle sockets are not kept open. */
  readonly authenticationTimeoutMs: number;
  /**
   * Parties on one server. The first connection with the GM role claims a party, so anyone who can reach the server
   * can make one; this stops a stranger on the same Wi-Fi from filling the disk with parties.
   */
  readonly maxParties: number;
  /** Character documents per party: see MAX_CHARACTERS_PER_PARTY. */
  readonly maxCharactersPerParty: number;
  /** Members per party at once: see MAX_MEMBERS_PER_PARTY. */
  readonly maxMembersPerParty: number;
}

export const DEFAULT_LIMITS: Limits = {
  connectionsPerMinutePerAddress: 60,
  throttleBanMinutes: 1,
  maxMessageBytes: MAX_MESSAGE_BYTES,
  messageBurst: 2_000,
  messagesPerSecond: 200,
  byteBurst: 2 * MAX_MESSAGE_BYTES,
  bytesPerSecond: 4 * 1024 * 1024,
  maxUnadmittedBytes: 1024 * 1024,
  maxDocumentsPerConnection: MAX_CHARACTERS_PER_PARTY + 2,
  authenticationTimeoutMs: 10_000,
  maxParties: 100,
  maxCharactersPerParty: MAX_CHARACTERS_PER_PARTY,
  maxMembersPerParty: MAX_MEMBERS_PER_PARTY,
};
