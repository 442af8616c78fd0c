/**
 * docs/machines/<flow>.svg: the flow studio's drawing of a machine as a static picture, with the drawing's own
 * style sheet inside (light and dark), so that a code host shows the same statechart the studio does.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { AnyStateMachine } from 'xstate'
import { layoutMachine } from '../../src/dev/statechart/layout'
import { Statechart } from '../../src/dev/statechart/statechart'

const styleSheet = readFileSync(
  resolve(import.meta.dirname, '../../src/dev/statechart/statechart.css'),
  'utf8',
)

export async function toSvg(machine: AnyStateMachine): Promise<string> {
  const chart = await layoutMachine(machine)
  const markup = renderToStaticMarkup(
    createElement(Statechart, { chart, title: `${machine.id} as a statechart` }),
  )
  return `${markup.replace(/^<svg([^>]*)>/, `<svg$1><style><![CDATA[\n${styleSheet}]]></style>`)}\n`
}
