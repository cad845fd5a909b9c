/** Anything that can subscribe: one WebSocket of one client. */
export interface TopicSubscriber {
  /** The client's stable identity (its did:key), shared by its sockets over reconnects. */
  readonly clientId: string
}

/** A message as the relay keeps it until its ttl runs out. */
export interface StoredMessage {
  seq: number
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  publisherId: string
  /** Clients that acknowledged it: they never get it again. */
  ackedBy: Set<string>
}

export interface PublishInput {
  topic: string
  message: string
  tag: number
  ttlSeconds: number
  publisherId: string
}

/**
 * Who listens to which topic, plus the mailbox: every message stays until its ttl runs out and
 * goes to each client (except its publisher) until that client acknowledges it. A message sent
 * live but lost with a dropped socket is therefore sent again when the client re-subscribes.
 *
 * @example
 * ```ts
 * const book = new TopicBook(() => Date.now())
 * book.publish({ topic: 't', message: 'm', tag: 0, ttlSeconds: 300, publisherId: 'a' })
 * book.subscribe('t', { clientId: 'b' }) // [the stored message]
 * ```
 */
export class TopicBook<S extends TopicSubscriber = TopicSubscriber> {
  private readonly subscribers = new Map<string, Set<S>>()
  private readonly messages: StoredMessage[] = []
  private nextSeq = 1

  constructor(private readonly now: () => number) {}

  /** Adds a subscription and returns the mailbox messages waiting for this client. */
  subscribe(topic: string, subscriber: S): StoredMessage[] {
    this.prune()
    let set = this.subscribers.get(topic)
    if (!set) {
      set = new Set<S>()
      this.subscribers.set(topic, set)
    }
    set.add(subscriber)
    return this.messages.filter((m) => m.topic === topic && this.isFor(m, subscriber.clientId))
  }

  unsubscribe(topic: string, subscriber: S): void {
    const set = this.subscribers.get(topic)
    set?.delete(subscriber)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** Forgets every subscription of a closed socket (its mailbox entries stay). */
  removeSubscriber(subscriber: S): void {
    for (const topic of [...this.subscribers.keys()]) this.unsubscribe(topic, subscriber)
  }

  /** Stores a message and returns the live subscribers it must be pushed to now. */
  publish(input: PublishInput): { stored: StoredMessage; recipients: S[] } {
    this.prune()
    const publishedAt = this.now()
    const stored: StoredMessage = {
      seq: this.nextSeq++,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt,
      expiresAt: publishedAt + Math.max(1, input.ttlSeconds) * 1000,
      publisherId: input.publisherId,
      ackedBy: new Set(),
    }
    this.messages.push(stored)
    const live = [...(this.subscribers.get(input.topic) ?? [])]
    return { stored, recipients: live.filter((s) => s.clientId !== input.publisherId) }
  }

  /** Marks a message as received by a client. */
  acknowledge(seq: number, clientId: string): void {
    this.messages.find((m) => m.seq === seq)?.ackedBy.add(clientId)
  }

  /** Whether `message` is still due to `subscriber` (not expired, not acknowledged). */
  isDue(message: StoredMessage, subscriber: TopicSubscriber): boolean {
    return message.expiresAt > this.now() && this.isFor(message, subscriber.clientId)
  }

  /** Topics someone listens to or that hold mail. */
  get topicCount(): number {
    this.prune()
    return new Set([...this.subscribers.keys(), ...this.messages.map((m) => m.topic)]).size
  }

  get messageCount(): number {
    this.prune()
    return this.messages.length
  }

  private isFor(message: StoredMessage, clientId: string): boolean {
    return message.publisherId !== clientId && !message.ackedBy.has(clientId)
  }

  private prune(): void {
    const now = this.now()
    for (let i = this.messages.length - 1; i >= 0; i--) {
      if ((this.messages[i]?.expiresAt ?? 0) <= now) this.messages.splice(i, 1)
    }
  }
}
