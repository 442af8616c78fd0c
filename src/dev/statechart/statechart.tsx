/**
 * Draws a laid-out chart (./layout.ts) as SVG. Only attributes place things, never `style`, so the drawing
 * renders under the portal's Content-Security-Policy and as a static picture (docs/machines/<flow>.svg).
 * Colours come from classes (statechart.css), with a light and a dark set.
 */
import type { Chart, ChartArrow } from './layout'
import { FONT_SIZE, LINE_HEIGHT } from './layout'

export interface StatechartProps {
  chart: Chart
  /** Accessible name of the picture; the text version beside it is what a screen reader reads. */
  title: string
  zoom?: number
  /** State ids to highlight: the current state and its ancestors. */
  active?: ReadonlySet<string>
  /** States the last step passed through without resting in them (states left at once). */
  passed?: ReadonlySet<string>
  /** Transitions the simulator can take now: their arrows and rows are drawn as clickable. */
  enabled?: ReadonlySet<string>
  /** The transitions of the last step, drawn as just taken. */
  taken?: ReadonlySet<string>
  onTransitionClick?: (transitionKey: string) => void
}

const path = (points: { x: number; y: number }[]) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ')

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

export function Statechart({
  chart,
  title,
  zoom = 1,
  active,
  passed,
  enabled,
  taken,
  onTransitionClick,
}: StatechartProps) {
  const clickable = (key: string | undefined) =>
    key !== undefined && onTransitionClick !== undefined && (enabled?.has(key) ?? false)
  const arrowClasses = (arrow: ChartArrow) =>
    classes(
      'chart-arrow',
      clickable(arrow.transitionKey) && 'chart-arrow--enabled',
      taken?.has(arrow.transitionKey) && 'chart-arrow--taken',
    )
  const markerId = `chart-arrowhead-${chart.machineId}`
  return (
    <svg
      className="statechart"
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={title}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={Math.round(chart.width * zoom)}
      height={Math.round(chart.height * zoom)}
      fontSize={FONT_SIZE}
      data-machine={chart.machineId}
    >
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path className="chart-arrowhead" d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      {chart.states.map((state) => (
        <g
          key={state.id}
          className={classes(
            'chart-state',
            `chart-state--${state.kind}`,
            state.isRoot && 'chart-state--root',
            active?.has(state.id) && 'chart-state--active',
            passed?.has(state.id) && 'chart-state--passed',
          )}
          data-state-id={state.id}
        >
          <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={6} />
          {state.kind === 'final' ? (
            <rect
              className="chart-final-ring"
              x={state.x + 3}
              y={state.y + 3}
              width={state.width - 6}
              height={state.height - 6}
              rx={4}
            />
          ) : null}
          <text className="chart-state__name" x={state.x + 10} y={state.y + 17}>
            {state.key}
          </text>
          {state.rows.map((row, index) => (
            <text
              key={`${row.text}-${index}`}
              className={classes(
                'chart-state__row',
                row.transitionKey !== undefined && 'chart-state__row--transition',
                clickable(row.transitionKey) && 'chart-arrow--enabled',
                row.transitionKey !== undefined && taken?.has(row.transitionKey) && 'chart-arrow--taken',
              )}
              x={state.x + 10}
              y={state.y + 24 + (index + 1) * LINE_HEIGHT - 4}
              data-transition={row.transitionKey}
              onClick={
                clickable(row.transitionKey) && row.transitionKey !== undefined
                  ? () => onTransitionClick?.(row.transitionKey as string)
                  : undefined
              }
            >
              {row.text}
            </text>
          ))}
        </g>
      ))}
      {chart.initials.map((initial) => (
        <g key={`initial-${initial.parentId}`} className="chart-initial">
          <circle cx={initial.x} cy={initial.y} r={5} />
          <path d={path(initial.points)} markerEnd={`url(#${markerId})`} />
        </g>
      ))}
      {chart.arrows.map((arrow) => (
        <g
          key={arrow.id}
          className={arrowClasses(arrow)}
          data-transition={arrow.transitionKey}
          data-target={arrow.targetId}
          onClick={
            clickable(arrow.transitionKey) ? () => onTransitionClick?.(arrow.transitionKey) : undefined
          }
        >
          <path className="chart-arrow__line" d={path(arrow.points)} markerEnd={`url(#${markerId})`} />
          {/* A wide invisible stroke, so that a thin arrow is easy to click. */}
          <path className="chart-arrow__hit" d={path(arrow.points)} />
          <rect
            className="chart-arrow__label-box"
            x={arrow.labelBox.x}
            y={arrow.labelBox.y}
            width={arrow.labelBox.width}
            height={arrow.labelBox.height}
            rx={3}
          />
          {arrow.label.map((line, index) => (
            <text
              key={`${line}-${index}`}
              className={index === 0 ? 'chart-arrow__event' : 'chart-arrow__detail'}
              x={arrow.labelBox.x + 4}
              y={arrow.labelBox.y + (index + 1) * LINE_HEIGHT - 2}
            >
              {line}
            </text>
          ))}
        </g>
      ))}
    </svg>
  )
}
