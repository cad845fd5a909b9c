import type { NextConfig } from 'next'

/**
 * create-next-app's own settings (Next 16): Cache Components with Partial Prefetching. `/` is
 * prerendered at build time; `/returning` reads the visitor's Portico cookie inside
 * `<Suspense>`, so its shell is prerendered and the account streams in per request.
 */
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
}

export default nextConfig
