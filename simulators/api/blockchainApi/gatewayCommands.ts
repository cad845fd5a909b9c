type Commands = (command: string, params: unknown) => Promise<{ result: unknown } | undefined>

/**
 * The gateway's lab command, in front of the stub's other commands:
 * `refuseProjectId` {projectId, refused?} → the gateway answers 401 for that project id
 * (`refused: false` accepts it again); the set of refused ids is returned.
 */
export function gatewayCommands(refused: Set<string>, next: Commands): Commands {
  return async (command, params) => {
    if (command !== 'refuseProjectId') return next(command, params)
    const field = (key: string) =>
      typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined
    const projectId = field('projectId')
    if (typeof projectId !== 'string') throw new TypeError('refuseProjectId takes { projectId }')
    if (field('refused') === false) refused.delete(projectId)
    else refused.add(projectId)
    return { result: [...refused] }
  }
}
