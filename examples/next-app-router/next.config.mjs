/** A static export: every page is prerendered at build time into out/. */
const nextConfig = { output: 'export' }

export default nextConfig
