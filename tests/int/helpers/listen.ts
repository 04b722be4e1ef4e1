import type { Server } from 'node:net'
import type { AddressInfo } from 'node:net'

/** The numbers from..to, for `listenOnFirstFree` (fixtures keep to the ports set aside for them). */
export const portRange = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** Listens on 127.0.0.1 at the first of `ports` that is free; answers the port. */
export async function listenOnFirstFree(server: Server, ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const bound = await new Promise<boolean>((resolve) => {
      const refused = () => resolve(false)
      server.once('error', refused)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', refused)
        resolve(true)
      })
    })
    if (bound) return (server.address() as AddressInfo).port
  }
  throw new Error(`no free port among ${ports[0]}–${ports[ports.length - 1]}`)
}
