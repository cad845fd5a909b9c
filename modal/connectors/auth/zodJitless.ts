import { config } from 'zod'

/**
 * Turns zod's JIT off before a module of the auth connector builds its schemas. zod compiles
 * object parsers with `new Function` after probing whether eval is allowed (the probe runs
 * when an object schema is built), and on a host page with a strict content security policy
 * (no 'unsafe-eval') the probe itself is reported as a violation (issue 11, defect 10). The
 * frame's messages are small; the interpreted parser is fast enough.
 *
 * Called at the top of each module, rather than one module-level `z.config(…)` that others
 * import for its effect: the package is `sideEffects: false`, so a bundler drops a module
 * imported only for its effect (seen: the lab's build lost it). Each module keeps importing
 * `z` from zod itself, so that the bundle keeps only the parts of zod it uses.
 *
 * zod's config is shared by every user of the same zod copy, so a host that bundles one zod
 * with Portico parses without JIT too once the embedded wallet has loaded.
 *
 * @example
 * ```ts
 * import { z } from 'zod'
 * turnOffZodJit()
 * const message = z.object({ id: z.string() })
 * ```
 */
export function turnOffZodJit(): void {
  config({ jitless: true })
}
