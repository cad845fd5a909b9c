/**
 * A Next.js server (`next start`): `/` is prerendered at build time, `/returning` renders per
 * request so that it can read the visitor's Portico cookie.
 */
const nextConfig = {}

export default nextConfig
