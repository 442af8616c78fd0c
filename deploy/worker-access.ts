/**
 * Whether nginx's workers can read what they serve. nginx started as root runs its workers as another user (the
 * configuration's `user`, or the one nginx was built with), and a folder that user cannot enter (`mktemp -d`
 * makes them mode 700) does not stop nginx from starting: it answers 403 to every page and says nothing. So the
 * render refuses such a folder first (deploy/render-nginx.ts, docs/decisions/024).
 *
 * The check runs as that user, the way nginx's workers become it (its groups, then its group, then the user), in a
 * child process: the kernel then answers for modes, groups and ACLs alike. Run as a script, this file is that
 * child: `node --import tsx deploy/worker-access.ts <uid> <gid> <groups,...> <folder>...`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The user nginx's workers run as, or null when they run as whoever starts nginx. nginx changes user only when
 * started as root (otherwise it ignores `user`): then to its `user` directive, or to the user it was built with
 * (`nginx -V`'s `--user`, nobody by default).
 */
export function workerUser(nginxConf: string, startedAsRoot: boolean, builtWithUser: string): string | null {
  if (!startedAsRoot) return null
  const user = /^\s*user\s+([^\s;]+)/m.exec(nginxConf)?.[1] ?? builtWithUser
  return user === 'root' ? null : user
}

/** What `user` cannot reach: the folder it was asked about, and the first path in the way. */
export interface Unreadable {
  folder: string
  path: string
  /** The path is a folder the user cannot enter, or a file it cannot read. */
  kind: 'folder' | 'file'
}

/** Every folder from the root of the file system down to `folder`, then every folder and file inside it. */
function pathsOf(folder: string): { path: string; kind: Unreadable['kind'] }[] {
  const above: string[] = []
  for (let path = folder; ; path = dirname(path)) {
    above.unshift(path)
    if (dirname(path) === path) break
  }
  const paths: { path: string; kind: Unreadable['kind'] }[] = above.map((path) => ({ path, kind: 'folder' }))
  const visit = (inside: string) => {
    for (const entry of readdirSync(inside, { withFileTypes: true })) {
      const path = join(inside, entry.name)
      if (entry.isDirectory()) {
        paths.push({ path, kind: 'folder' })
        visit(path)
      } else paths.push({ path, kind: 'file' })
    }
  }
  visit(folder)
  return paths
}

const reachable = (path: string, kind: Unreadable['kind']) => {
  try {
    accessSync(path, kind === 'folder' ? constants.X_OK : constants.R_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The first of `folders` that `user` cannot read all of (null when it can read every one), found by a child that
 * becomes `user`. Only root can become another user: run as root, as nginx is when it changes user.
 */
export function unreadableBy(user: string, folders: readonly string[]): Unreadable | null {
  const id = (flag: string) => execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()
  const [uid, gid, groups] = [id('-u'), id('-g'), id('-G').split(/\s+/).join(',')]
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      uid,
      gid,
      groups,
      ...folders.map((folder) => resolve(folder)),
    ],
    { encoding: 'utf8' },
  )
  if (child.status !== 0) throw new Error(`Could not check what ${user} can read: ${child.stderr.trim()}`)
  return child.stdout.trim() === '' ? null : (JSON.parse(child.stdout) as Unreadable)
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [uid = '', gid = '', groups = '', ...folders] = process.argv.slice(2)
  // Listed while still root: the user may be able to enter a folder it cannot list, which is all nginx needs.
  const listed = folders.map((folder) => ({ folder, paths: pathsOf(folder) }))
  if (process.setgroups === undefined || process.setgid === undefined || process.setuid === undefined)
    throw new Error('This system cannot change user: nginx workers do not either')
  // In nginx's order (initgroups, setgid, setuid): the groups must be set while still root.
  process.setgroups(groups.split(',').map(Number))
  process.setgid(Number(gid))
  process.setuid(Number(uid))
  for (const { folder, paths } of listed) {
    const blocked = paths.find(({ path, kind }) => !reachable(path, kind))
    if (blocked !== undefined) {
      process.stdout.write(JSON.stringify({ folder, ...blocked } satisfies Unreadable))
      break
    }
  }
}
