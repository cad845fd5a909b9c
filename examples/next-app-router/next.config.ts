import type { NextConfig } from 'next'

/**
 * create-next-app's own settings (Next 16): Cache Components with Partial Prefetching. The
 * layout reads the visitor's Portico cookie inside `<Suspense>`, so the shell (`<html><body>`)
 * is prerendered and the page, with the visitor's account, streams in per request.
 */
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
}

export default nextConfig
