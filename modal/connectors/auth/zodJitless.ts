import { z as zod } from 'zod'

/**
 * zod for the auth frame's messages, with its JIT off. zod compiles object parsers with
 * `new Function` after probing whether eval is allowed (the probe runs when an object schema
 * is built), and on a host page with a strict content security policy (no 'unsafe-eval') the
 * probe itself is reported as a violation (issue 11, defect 10). The frame's messages are
 * small; the interpreted parser is fast enough.
 *
 * A function, called by each module before it builds a schema, rather than a module-level
 * `z.config(…)`: the package is `sideEffects: false`, so a bundler drops a module that only
 * re-exports zod, and its configuration with it (seen: the lab's build lost it).
 *
 * zod's config is shared by every user of the same zod copy, so a host that bundles one zod
 * with Portico parses without JIT too once the embedded wallet has loaded.
 *
 * @example
 * ```ts
 * const z = jitlessZod()
 * const message = z.object({ id: z.string() })
 * ```
 */
export function jitlessZod(): typeof zod {
  zod.config({ jitless: true })
  return zod
}
