import { formatEther, type Hash, type Hex, isAddress, isHash } from 'viem'
import { HttpError, type Route, type StubResponse } from '../http/router'
import { escapeXml } from '../svgBadge'
import type { LabContext } from './labContext'

/** One explorer page: plain HTML, every value escaped, styled for a dark or light browser. */
function page(title: string, rows: readonly [string, string][], extra = ''): StubResponse {
  const body = rows
    .map(([name, value]) => `<tr><th>${escapeXml(name)}</th><td>${value}</td></tr>`)
    .join('')
  return {
    contentType: 'text/html; charset=utf-8',
    text: `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeXml(title)} · Lab explorer</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color-scheme:light dark}th{text-align:left;padding:.3rem 1rem .3rem 0;vertical-align:top}td{font-family:ui-monospace,monospace;word-break:break-all}</style>
<p>Lab explorer (this machine only)</p><h1>${escapeXml(title)}</h1><table>${body}</table>${extra}</html>`,
  }
}

const text = (value: unknown) => escapeXml(String(value))
const link = (href: string, label: string) => `<a href="${escapeXml(href)}">${escapeXml(label)}</a>`

/**
 * The lab's block explorer, so "View on block explorer" opens a real page: open routes (a
 * browser follows them, no project parameters) reading the lab chains' nodes.
 * - GET /explorer/:chainId/address/:address → balance, nonce, whether it holds code
 * - GET /explorer/:chainId/tx/:hash → from, to, value, block, status
 * - GET /explorer/:chainId/block/:number → hash, time, its transactions
 */
export function explorerRoutes(contexts: readonly LabContext[]): Route[] {
  const chain = (chainId: string) => {
    const ctx = contexts.find((c) => String(c.chainId) === chainId)
    if (!ctx) throw new HttpError(404, `the lab has no chain ${chainId}`)
    return ctx
  }
  const base = (chainId: string) => `/explorer/${encodeURIComponent(chainId)}`
  return [
    {
      method: 'GET',
      pattern: '/explorer/:chainId/address/:address',
      open: true,
      handler: async ({ params }) => {
        const ctx = chain(params.chainId!)
        const address = params.address!
        if (!isAddress(address)) throw new HttpError(400, 'not an address')
        const client = ctx.client()
        const [balance, nonce, code] = await Promise.all([
          client.getBalance({ address }),
          client.getTransactionCount({ address }),
          client.getCode({ address }),
        ])
        return page(`Address ${address}`, [
          ['Chain', text(ctx.chainId)],
          ['Balance', `${text(formatEther(balance))} ETH`],
          ['Transactions sent', text(nonce)],
          ['Contract', code && code !== '0x' ? 'yes' : 'no'],
        ])
      },
    },
    {
      method: 'GET',
      pattern: '/explorer/:chainId/tx/:hash',
      open: true,
      handler: async ({ params }) => {
        const ctx = chain(params.chainId!)
        const hash = params.hash as Hash
        if (!isHash(hash)) throw new HttpError(400, 'not a transaction hash')
        const client = ctx.client()
        const tx = await client.getTransaction({ hash }).catch(() => undefined)
        if (!tx) throw new HttpError(404, `no transaction ${hash} on chain ${ctx.chainId}`)
        const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
        // The transaction was read before its receipt: when it was mined in between, the
        // receipt's block is the one to show (not "pending" beside a "success" status).
        const blockNumber = receipt?.blockNumber ?? tx.blockNumber
        const b = base(params.chainId!)
        return page(`Transaction ${hash}`, [
          ['Chain', text(ctx.chainId)],
          ['From', link(`${b}/address/${tx.from}`, tx.from)],
          ['To', tx.to ? link(`${b}/address/${tx.to}`, tx.to) : 'contract creation'],
          ['Value', `${text(formatEther(tx.value))} ETH`],
          [
            'Block',
            blockNumber === null
              ? 'pending'
              : link(`${b}/block/${blockNumber}`, String(blockNumber)),
          ],
          ['Status', text(receipt?.status ?? 'pending')],
          ['Gas used', text(receipt?.gasUsed ?? '—')],
        ])
      },
    },
    {
      method: 'GET',
      pattern: '/explorer/:chainId/block/:number',
      open: true,
      handler: async ({ params }) => {
        const ctx = chain(params.chainId!)
        if (!/^\d+$/.test(params.number!)) throw new HttpError(400, 'not a block number')
        const block = await ctx
          .client()
          .getBlock({ blockNumber: BigInt(params.number!) })
          .catch(() => undefined)
        if (!block) throw new HttpError(404, `no block ${params.number} on chain ${ctx.chainId}`)
        const b = base(params.chainId!)
        const txs = (block.transactions as Hex[])
          .map((hash) => `<li>${link(`${b}/tx/${hash}`, hash)}</li>`)
          .join('')
        return page(
          `Block ${block.number}`,
          [
            ['Chain', text(ctx.chainId)],
            ['Hash', text(block.hash)],
            ['Time', text(new Date(Number(block.timestamp) * 1000).toISOString())],
            ['Transactions', text(block.transactions.length)],
          ],
          txs ? `<ul>${txs}</ul>` : '',
        )
      },
    },
  ]
}
