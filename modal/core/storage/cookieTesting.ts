import type { CookieJar } from './cookieStorage'

/** A cookie jar that behaves like `document.cookie`: a write sets one cookie, a read lists them. */
export interface TestCookieJar extends CookieJar {
  /** The `Cookie` header a browser would send with the next request. */
  readonly header: string
}

/**
 * A `document.cookie` stand-in for tests and the lab: attributes (Path, Max-Age) are dropped,
 * `Max-Age=0` deletes, reads join the cookies as `a=1; b=2`.
 *
 * @example
 * ```ts
 * const jar = createTestCookieJar()
 * jar.cookie = 'a=1; Path=/'
 * jar.cookie // 'a=1'
 * ```
 */
export function createTestCookieJar(initial = ''): TestCookieJar {
  const cookies = new Map<string, string>()
  const set = (text: string) => {
    const [pair = '', ...attributes] = text.split(';')
    const at = pair.indexOf('=')
    if (at < 1) return
    const name = pair.slice(0, at).trim()
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) cookies.delete(name)
    else cookies.set(name, pair.slice(at + 1).trim())
  }
  for (const part of initial.split(';')) if (part.trim()) set(part)
  const read = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  return {
    get cookie() {
      return read()
    },
    set cookie(text: string) {
      set(text)
    },
    get header() {
      return read()
    },
  }
}
