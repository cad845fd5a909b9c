import { HttpError, json, type Route, type StubRequest } from '../http/router'
import { contextFor, type LabContext } from './labContext'

/** The gateway's own path (SPEC §7 "RPC gateway"): `{host}/v1/?chainId=…&projectId=…`. */
export const GATEWAY_ROUTE = 'POST /v1'
/** The second endpoint, a secondary RPC a scenario keeps up while the gateway fails. */
export const FALLBACK_RPC_ROUTE = 'POST /rpc/fallback'

interface JsonRpcCall {
  id: unknown
  method: string
  params?: unknown
}

/**
 * The node JSON-RPC endpoints of the stub, both in front of the anvil of the chain the
 * `chainId` query names (CAIP-2, e.g. `eip155:31337`): the gateway path, which also demands a
 * `projectId`, and a fallback endpoint. Both are fault targets (`POST /v1`, `POST
 * /rpc/fallback`) and show in the request log, so a scenario can fail one and count the other.
 * A project id the lab marks refused (`refusedProjectIds`) gets 401, as the real gateway does.
 */
export function gatewayRoutes(
  contexts: readonly LabContext[],
  refusedProjectIds: ReadonlySet<string>,
): Route[] {
  const proxy = (request: StubRequest) => forward(contexts, request)
  return [
    {
      method: 'POST',
      pattern: '/v1',
      open: true,
      handler: (request) => {
        const projectId = request.query.get('projectId')
        if (!projectId) throw new HttpError(400, 'projectId is required')
        if (refusedProjectIds.has(projectId)) throw new HttpError(401, 'Invalid projectId')
        return proxy(request)
      },
    },
    { method: 'POST', pattern: '/rpc/fallback', open: true, handler: proxy },
  ]
}

async function forward(contexts: readonly LabContext[], request: StubRequest) {
  const ctx = contextFor(contexts, request.query.get('chainId'))
  if (!ctx) throw new HttpError(400, `unsupported chainId ${request.query.get('chainId')}`)
  const body = request.body
  if (Array.isArray(body)) return json(await Promise.all(body.map((call) => answer(ctx, call))))
  return json(await answer(ctx, body))
}

async function answer(ctx: LabContext, raw: unknown) {
  const call = raw as Partial<JsonRpcCall> | undefined
  if (!call || typeof call.method !== 'string') {
    return {
      jsonrpc: '2.0',
      id: call?.id ?? null,
      error: { code: -32600, message: 'Invalid Request' },
    }
  }
  try {
    const params = Array.isArray(call.params) ? call.params : []
    // biome-ignore lint/suspicious/noExplicitAny: a proxy passes any node method through as is
    const result = await ctx.client().request({ method: call.method as any, params: params as any })
    return { jsonrpc: '2.0', id: call.id, result }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const message = error instanceof Error ? error.message : String(error)
    return {
      jsonrpc: '2.0',
      id: call.id,
      error: { code: typeof code === 'number' ? code : -32603, message },
    }
  }
}
