/**
 * A desktop of the run's own, for Orca and Firefox ESR: a display (Xvfb), a D-Bus session, the accessibility bus
 * (AT-SPI) and Orca, each started once per run, in a home and runtime folder of its own, and stopped with
 * everything it started, whatever happens. Nothing of another run or of the machine's own session is touched:
 * Orca is started without `--replace` (which kills every Orca of the user), and a run refuses to start beside
 * another Orca, which Orca 43 itself refuses to do.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fold } from './phrases'
import { parseEvents, type SpeechEvent } from './verdict'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * How fast the speech module says things, in characters a second: about 700 words a minute, the rate of a
 * practised listener in a hurry. It decides how much of what Orca queued is said before a key press or Orca
 * itself cuts it, and how long a run takes.
 */
export const SPEECH_RATE = Number(process.env.SCREEN_READER_RATE ?? 60)

/** How long Orca must have said nothing, with nothing left to say, before a step is over. */
const QUIET_MS = Number(process.env.SCREEN_READER_QUIET_MS ?? 1500)

export interface Desktop {
  /** The environment every program of the desktop runs with (display, buses, accessibility on). */
  readonly env: NodeJS.ProcessEnv
  /** Everything Orca has said so far. */
  speech(): SpeechEvent[]
  /**
   * Waits until Orca has said everything it had to say: idle for QUIET_MS, and not before `atLeastMs` after
   * now (Orca takes a moment to hear of a change). Fails after `limitMs`.
   */
  quiet(options?: { atLeastMs?: number; limitMs?: number }): Promise<void>
  /** Waits until Orca begins to say something with these words in it, after `from` (seconds). */
  saying(words: string, from: number): Promise<void>
  /** A key press or a typed text, as from the keyboard (xdotool). */
  xdotool(...args: string[]): string
  stop(): Promise<void>
}

/** Orca's settings: its defaults, but speech into the file, and no structural navigation or key echo. */
const ORCA_SETTINGS = {
  general: {
    speechServerFactory: 'transcript_speech',
    speechServerInfo: null,
    // Letters typed in browse mode must not jump about the page; keys are not spoken as they are pressed.
    structuralNavigationEnabled: false,
    enableKeyEcho: false,
    // The person asks for the page to be read (Say All), rather than Orca reading it as it loads: whether Orca
    // hears the page finish loading before or after focus reaches it is a race (read in one run, not in the next).
    sayAllOnLoad: false,
    // No braille display and no sound card here.
    enableBraille: false,
    enableSound: false,
    firstStart: false,
  },
  profiles: { default: { profile: ['Default', 'default'] } },
  pronunciations: {},
  keybindings: {},
}

export async function startDesktop(folder: string, log: (line: string) => void): Promise<Desktop> {
  const started: ChildProcess[] = []
  const home = join(folder, 'home')
  const runtime = join(folder, 'run')
  mkdirSync(home, { recursive: true })
  mkdirSync(runtime, { recursive: true, mode: 0o700 })
  const speechFile = join(folder, 'speech.jsonl')
  writeFileSync(speechFile, '')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_DATA_HOME: join(home, '.local/share'),
    // Orca's own words in English in every run, whatever the page's language (phrases.ts).
    LANG: 'C.UTF-8',
    GTK_MODULES: 'gail:atk-bridge',
    GNOME_ACCESSIBILITY: '1',
    MOZ_ENABLE_ACCESSIBILITY: '1',
  }

  /** A program of the desktop in a process group of its own, its output in the run's folder. */
  const own = (name: string, command: string, args: string[], extra: { stdio3?: boolean } = {}) => {
    const output = openSync(join(folder, `${name}.log`), 'a')
    const child = spawn(command, args, {
      env,
      detached: true,
      stdio: ['ignore', extra.stdio3 ? 'ignore' : output, output, ...(extra.stdio3 ? ['pipe' as const] : [])],
    })
    started.push(child)
    return child
  }

  const stop = async () => {
    for (const child of started.reverse()) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue
      const group = -child.pid
      try {
        process.kill(group, 'SIGTERM')
      } catch {
        continue
      }
      for (
        let waited = 0;
        waited < 3000 && child.exitCode === null && child.signalCode === null;
        waited += 100
      )
        await sleep(100)
      try {
        process.kill(group, 'SIGKILL')
      } catch {
        // Already gone, with its whole group.
      }
    }
  }

  try {
    // The display: Xvfb picks a free number and says which.
    const xvfb = own(
      'xvfb',
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      {
        stdio3: true,
      },
    )
    const display = await new Promise<string>((resolve, reject) => {
      let said = ''
      const pipe = xvfb.stdio[3]
      if (pipe === null || pipe === undefined) return reject(new Error('Xvfb gave no pipe'))
      pipe.on('data', (chunk: Buffer) => {
        said += chunk.toString()
        if (said.includes('\n')) resolve(`:${said.trim()}`)
      })
      xvfb.on('exit', (code) => reject(new Error(`Xvfb ended (${code}): see ${folder}/xvfb.log`)))
      setTimeout(() => reject(new Error('Xvfb did not start in 20 s')), 20_000)
    })
    env.DISPLAY = display

    // The D-Bus session: its address is the first line it prints.
    const dbus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', openSync(join(folder, 'dbus.log'), 'a')],
    })
    started.push(dbus)
    env.DBUS_SESSION_BUS_ADDRESS = await new Promise<string>((resolve, reject) => {
      let said = ''
      dbus.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString()
        if (said.includes('\n')) resolve(said.split('\n')[0] ?? '')
      })
      dbus.on('exit', (code) => reject(new Error(`dbus-daemon ended (${code}): see ${folder}/dbus.log`)))
      setTimeout(() => reject(new Error('dbus-daemon did not start in 20 s')), 20_000)
    })

    // The accessibility bus, which Firefox and Orca find through the session.
    own('at-spi', '/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'])
    for (let tries = 0; ; tries++) {
      try {
        execFileSync(
          'dbus-send',
          ['--session', '--print-reply', '--dest=org.a11y.Bus', '/org/a11y/bus', 'org.a11y.Bus.GetAddress'],
          { env, stdio: 'ignore' },
        )
        break
      } catch {
        if (tries > 100) throw new Error(`the accessibility bus did not start: see ${folder}/at-spi.log`)
        await sleep(200)
      }
    }

    // Orca, speaking into the file.
    const others = otherOrcas()
    if (others.length > 0)
      throw new Error(
        `another Orca of this user is running (pid ${others.join(', ')}), and Orca 43 does not start beside ` +
          'one: wait until it ends (another screen reader run?), or stop it yourself',
      )
    const prefs = join(folder, 'orca')
    mkdirSync(prefs, { recursive: true })
    writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(ORCA_SETTINGS, null, 2))
    env.PYTHONPATH = import.meta.dirname
    env.SCREEN_READER_TRANSCRIPT = speechFile
    env.SCREEN_READER_RATE = String(SPEECH_RATE)
    // No __pycache__ left beside the module in the checkout.
    env.PYTHONDONTWRITEBYTECODE = '1'
    const debug =
      process.env.SCREEN_READER_DEBUG === '1' ? ['--debug-file', join(folder, 'orca-debug.out')] : []
    const orca = own('orca', 'orca', ['--user-prefs', prefs, ...debug])
    const speech = () => parseEvents(readFileSync(speechFile, 'utf8'))
    for (let waited = 0; !speech().some((event) => event.event === 'said'); waited += 200) {
      if (orca.exitCode !== null) throw new Error(`Orca ended (${orca.exitCode}): see ${folder}/orca.log`)
      if (waited > 60_000) throw new Error(`Orca said nothing in 60 s: see ${folder}/orca.log`)
      await sleep(200)
    }
    log(`Orca ${orcaVersion()} speaking into ${speechFile}, on display ${display}`)

    return {
      env,
      speech,
      async quiet({ atLeastMs = 0, limitMs = 120_000 } = {}) {
        const from = Date.now()
        for (;;) {
          await sleep(100)
          const now = Date.now()
          if (now - from > limitMs) throw new Error(`Orca did not stop speaking within ${limitMs / 1000} s`)
          if (now - from < atLeastMs) continue
          const events = speech()
          const last = events.at(-1)
          // Quiet: nothing said, cut or queued since QUIET_MS, and nothing under way.
          if (last === undefined) continue
          if (last.event === 'idle' && now - last.t * 1000 >= QUIET_MS && now - from >= QUIET_MS) return
        }
      },
      async saying(words, from) {
        const wanted = fold(words)
        for (let waited = 0; waited < 120_000; waited += 100) {
          const begun = speech().some(
            (event) => event.event === 'start' && event.t >= from && fold(event.text ?? '').includes(wanted),
          )
          if (begun) return
          await sleep(100)
        }
        throw new Error(`Orca did not say "${wanted}" within 120 s`)
      },
      xdotool: (...args) => execFileSync('xdotool', args, { env, encoding: 'utf8' }),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Orca processes of this user (Orca checks the same way). */
function otherOrcas(): string[] {
  try {
    return execFileSync('pgrep', ['-u', String(process.getuid?.() ?? 0), '-x', 'orca'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

function orcaVersion(): string {
  const file = '/usr/lib/python3/dist-packages/orca/orca_platform.py'
  if (!existsSync(file)) return ''
  return /^version\s*= "([^"]+)"/m.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
}
