// @vitest-environment node
/**
 * deploy/forwarded.ts and the nginx it renders: PORTAL_TRUSTED_PROXIES, read and refused as the other settings
 * are, and what the API is told of how a person arrived. test/e2e/production-server-tls.spec.ts sends requests
 * through a TLS edge and around it and reads what reaches the API.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { edgeAddresses, realIpDirectives, trustedProxies } from '../../deploy/forwarded'
import { BROTLI_MODULES, renderNginx, settingsProblems, type NginxSettings } from '../../deploy/render-nginx'
import { PAGE_CONFIG_SLOT } from '../../deploy/page-config'
import { STAND_INS } from '../../src/config'

const folders: string[] = []
const folderWith = (files: Record<string, string>) => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-forwarded-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true })
    writeFileSync(join(folder, name), text)
  }
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const settings = (trusted: string): NginxSettings => ({
  root: folderWith({ 'index.html': `${PAGE_CONFIG_SLOT}<script>a()</script>` }),
  prefix: '/srv/portal',
  listen: '8080',
  apiUpstream: '127.0.0.1:8081',
  mode: 'production',
  demo: false,
  xsrfSecure: true,
  reportUri: '',
  analyticsCollectOrigins: '',
  nginxModules: folderWith(Object.fromEntries(BROTLI_MODULES.map((module) => [module, '']))),
  nginxUser: 'nobody',
  hsts: '',
  trustedProxies: trusted,
})
const nginxConf = (trusted: string) => renderNginx(settings(trusted), STAND_INS)['nginx.conf'] ?? ''
/** The block of `location ^~ /api/`. */
const apiLocation = (config: string) => /location \^~ \/api\/ \{([^}]*)\}/.exec(config)?.[1] ?? ''

describe('PORTAL_TRUSTED_PROXIES', () => {
  it('reads addresses and CIDR blocks, IPv4 and IPv6, separated by commas or spaces; unset trusts no one', () => {
    expect(trustedProxies('')).toEqual([])
    expect(trustedProxies(' 10.0.0.5, 10.1.0.0/16  2001:DB8::/32,::1 ')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '2001:db8::/32',
      '::1',
    ])
  })

  it.each([
    ['edge.internal', 'a host name'],
    ['10.0.0.256', 'no address'],
    ['10.0.0.0/33', 'a prefix longer than the address'],
    ['2001:db8::/129', 'a prefix longer than the address'],
    ['10.0.0.0/', 'an empty prefix'],
    ['10.0.0.0/8/8', 'two prefixes'],
    ['fe80::1%eth0', 'a zone index'],
    ['unix:', 'a socket'],
  ])('refuses %j (%s) with one line naming the variable and what to set', (entry) => {
    expect(
      settingsProblems({ mode: 'production', hsts: '', analyticsCollectOrigins: '', trustedProxies: entry }),
    ).toEqual([
      `PORTAL_TRUSTED_PROXIES has ${JSON.stringify(entry)}, which is not an IP address or CIDR block: list the ` +
        'addresses the edge in front connects from, such as 10.0.0.5 or 10.0.0.0/24, separated by commas',
    ])
  })

  it.each(['0.0.0.0/0', '::/0', '10.0.0.5, 0.0.0.0/0'])(
    'refuses %j, which would let any client say who it is',
    (value) => {
      expect(() => trustedProxies(value)).toThrow(
        /^PORTAL_TRUSTED_PROXIES has "(0\.0\.0\.0|::)\/0", which trusts every address, so any client could set its own address and scheme: list only the edge's addresses$/,
      )
    },
  )

  it('stops deploy/render-nginx.ts before it writes anything, with that line', () => {
    const prefix = folderWith({})
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/render-nginx.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORTAL_MODE: 'test',
        PORTAL_PREFIX: prefix,
        PORTAL_TRUSTED_PROXIES: '10.0.0.5,edge.internal',
      },
      encoding: 'utf8',
    })
    expect(started.stderr.trim()).toBe(
      'Refusing to serve: PORTAL_TRUSTED_PROXIES has "edge.internal", which is not an IP address or CIDR block: ' +
        'list the addresses the edge in front connects from, such as 10.0.0.5 or 10.0.0.0/24, separated by commas',
    )
    expect(started.status).toBe(1)
    expect(spawnSync('ls', ['-A', prefix], { encoding: 'utf8' }).stdout).toBe('')
  })
})

describe('what nginx tells the API', () => {
  it('takes no address from X-Forwarded-For and marks no peer as the edge when none is trusted', () => {
    const config = nginxConf('')
    expect(config).not.toMatch(/set_real_ip_from|real_ip_header/)
    expect(/geo \$realip_remote_addr \$portal_from_edge \{([^}]*)\}/.exec(config)?.[1]?.trim()).toBe(
      'default 0;',
    )
  })

  it('takes the person’s address from the trusted peers’ X-Forwarded-For, right to left, and marks them', () => {
    const config = nginxConf('10.0.0.5, 2001:db8::/32')
    expect(config).toContain(
      [
        '  set_real_ip_from 10.0.0.5;',
        '  set_real_ip_from 2001:db8::/32;',
        '  real_ip_header X-Forwarded-For;',
        '  real_ip_recursive on;',
      ].join('\n'),
    )
    const geo = /geo \$realip_remote_addr \$portal_from_edge \{([^}]*)\}/.exec(config)?.[1] ?? ''
    expect(geo.split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining(['default 0;', '10.0.0.5 1;', '2001:db8::/32 1;']),
    )
    expect(realIpDirectives([])).not.toContain('set_real_ip_from')
    expect(edgeAddresses([])).toBe('')
  })

  it('sets every X-Forwarded-* the API reads on every request, and passes on none a client sent', () => {
    const location = apiLocation(nginxConf('10.0.0.5'))
    const set = Object.fromEntries(
      [...location.matchAll(/proxy_set_header (\S+) ("[^"]*"|\S+);/g)].map(([, name = '', value = '']) => [
        name,
        value,
      ]),
    )
    expect(set).toEqual({
      Host: '$http_host',
      // After realip: the edge's word for the person's address from a trusted peer, the peer's otherwise.
      'X-Forwarded-For': '$remote_addr',
      'X-Real-IP': '$remote_addr',
      'X-Forwarded-Proto': '$portal_forwarded_proto',
      'X-Forwarded-Host': '$portal_forwarded_host',
      Forwarded: '""',
      'X-Forwarded-Port': '""',
    })
  })

  /** nginx's map, as rendered, for the exact and `~` keys these maps use, with `$name` values looked up. */
  function mapValue(config: string, name: string, key: string, variables: Record<string, string>): string {
    const body = new RegExp(`map \\S+ \\$${name} \\{([\\s\\S]*?)\\n {2}\\}`).exec(config)?.[1] ?? ''
    const entries = [...body.matchAll(/^\s*("(?:[^"\\]|\\.)*"|\S+)\s+(\S+);$/gm)].map(
      ([, k = '', v = '']) => ({
        key: k.startsWith('"') ? k.slice(1, -1) : k,
        value: v,
      }),
    )
    const found =
      entries.find((entry) => entry.key === key) ??
      entries.find((entry) => entry.key.startsWith('~') && new RegExp(entry.key.slice(1)).test(key)) ??
      entries.find((entry) => entry.key === 'default')
    const value = found?.value ?? ''
    return value.startsWith('$') ? (variables[value.slice(1)] ?? '') : value
  }

  it.each([
    // [from the edge, X-Forwarded-Proto, X-Forwarded-Host, Host] → [scheme, host]
    [true, 'https', 'login.example', 'portal.internal:8080', 'https', 'login.example'],
    [true, 'http', '', 'login.example', 'http', 'login.example'],
    [true, '', '', 'login.example', 'http', 'login.example'],
    [true, 'https', 'login.example:8443', 'x', 'https', 'login.example:8443'],
    [true, 'gopher', 'evil example', 'login.example', 'http', 'login.example'],
    [false, 'https', 'evil.example', 'login.example:8080', 'http', 'login.example:8080'],
    [false, 'https', '', '', 'http', 'server-name'],
  ] as const)(
    'from the edge %s, X-Forwarded-Proto %j and -Host %j with Host %j: the API is told %s://%s',
    (fromEdge, proto, forwardedHost, host, scheme, told) => {
      const config = nginxConf('10.0.0.5')
      const edge = fromEdge ? '1' : '0'
      const variables = { scheme: 'http', host: host === '' ? 'server-name' : host.replace(/:\d+$/, '') }
      const requestHost = mapValue(config, 'portal_request_host', host, { ...variables, http_host: host })
      expect(mapValue(config, 'portal_forwarded_proto', `${edge}:${proto}`, variables)).toBe(scheme)
      expect(
        mapValue(config, 'portal_forwarded_host', `${edge}:${forwardedHost}`, {
          http_x_forwarded_host: forwardedHost,
          portal_request_host: requestHost,
        }),
      ).toBe(told)
    },
  )
})
