import type { RelayPeer } from './relayPeer'
import {
  DEFAULT_TTL_SECONDS,
  optionalNumber,
  RELAY_METHODS,
  RELAY_TAGS,
  RelayRpcError,
  RPC_ERRORS,
  requireString,
  requireStrings,
} from './relayProtocol'
import type { StoredMessage, TopicBook } from './topicBook'

/** What the methods need from the relay around them. */
export interface RelayContext {
  book: TopicBook<RelayPeer>
  /** Hands a stored message to one peer (the relay applies the delivery delay here). */
  deliver(peer: RelayPeer, message: StoredMessage): void
}

type Handler = (ctx: RelayContext, peer: RelayPeer, params: unknown) => unknown

function subscribe(ctx: RelayContext, peer: RelayPeer, topic: string): string {
  for (const message of ctx.book.subscribe(topic, peer)) ctx.deliver(peer, message)
  // The client computes its own subscription id; any stable string satisfies it.
  return `${peer.clientId}:${topic}`
}

function publish(
  ctx: RelayContext,
  peer: RelayPeer,
  topic: string,
  message: string,
  tag: number,
  ttl?: number,
): void {
  const { stored, recipients } = ctx.book.publish({
    topic,
    message,
    tag,
    ttlSeconds: ttl ?? DEFAULT_TTL_SECONDS,
    publisherId: peer.clientId,
  })
  for (const recipient of recipients) ctx.deliver(recipient, stored)
}

const handlers: Record<string, Handler> = {
  [RELAY_METHODS.subscribe]: (ctx, peer, params) =>
    subscribe(ctx, peer, requireString(params, 'topic')),
  [RELAY_METHODS.batchSubscribe]: (ctx, peer, params) =>
    requireStrings(params, 'topics').map((topic) => subscribe(ctx, peer, topic)),
  [RELAY_METHODS.unsubscribe]: (ctx, peer, params) => {
    ctx.book.unsubscribe(requireString(params, 'topic'), peer)
    return true
  },
  [RELAY_METHODS.batchUnsubscribe]: (ctx, peer, params) => {
    const list = (params as { subscriptions?: unknown })?.subscriptions
    if (!Array.isArray(list)) throw new RelayRpcError(RPC_ERRORS.invalidParams)
    for (const entry of list) ctx.book.unsubscribe(requireString(entry, 'topic'), peer)
    return true
  },
  [RELAY_METHODS.publish]: (ctx, peer, params) => {
    const topic = requireString(params, 'topic')
    const message = requireString(params, 'message')
    publish(
      ctx,
      peer,
      topic,
      message,
      optionalNumber(params, 'tag') ?? 0,
      optionalNumber(params, 'ttl'),
    )
    return true
  },
  // The site publishes its proposal here and must hear the wallet's answer on the same topic.
  [RELAY_METHODS.proposeSession]: (ctx, peer, params) => {
    const pairingTopic = requireString(params, 'pairingTopic')
    const proposal = requireString(params, 'sessionProposal')
    subscribe(ctx, peer, pairingTopic)
    const ttl = optionalNumber(params, 'ttl')
    publish(ctx, peer, pairingTopic, proposal, RELAY_TAGS.sessionProposeRequest, ttl)
    return true
  },
  // The wallet answers on the pairing topic and settles on the new session topic, which it
  // must hear from now on.
  [RELAY_METHODS.approveSession]: (ctx, peer, params) => {
    const sessionTopic = requireString(params, 'sessionTopic')
    const pairingTopic = requireString(params, 'pairingTopic')
    const response = requireString(params, 'sessionProposalResponse')
    const settlement = requireString(params, 'sessionSettlementRequest')
    const ttl = optionalNumber(params, 'ttl')
    subscribe(ctx, peer, sessionTopic)
    publish(ctx, peer, pairingTopic, response, RELAY_TAGS.sessionProposeResponse, ttl)
    publish(ctx, peer, sessionTopic, settlement, RELAY_TAGS.sessionSettleRequest, ttl)
    return true
  },
}

/** Runs one relay method; throws {@link RelayRpcError} for the JSON-RPC error to answer. */
export function runRelayMethod(
  ctx: RelayContext,
  peer: RelayPeer,
  method: string,
  params: unknown,
): unknown {
  const handler = handlers[method]
  if (!handler) throw new RelayRpcError(RPC_ERRORS.methodNotFound)
  return handler(ctx, peer, params)
}
