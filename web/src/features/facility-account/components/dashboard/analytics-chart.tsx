import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatLongDate, pluralize } from '../../../../lib/format';
import './analytics-chart.css';

// Views and inquiries per day in plain SVG: one panel per series on its own scale (inquiries are a
// small fraction of views, so a shared scale would flatten them), the days shared along the bottom.
// The SVG is drawn for sighted readers only; the table below carries the same numbers for everyone.

export interface DayCounts {
  day: string;
  views: number;
  inquiries: number;
}

const PAD_LEFT = 48;
const PAD_RIGHT = 8;
const TITLE_H = 22;
const PLOT_H = 110;
const PANEL_GAP = 26;
const AXIS_H = 22;
const HEIGHT = 2 * (TITLE_H + PLOT_H) + PANEL_GAP + AXIS_H;
/** About the widest date label along the bottom ("Nov 23" at 12px), and the least room between two. */
const LABEL_WIDTH = 40;
const LABEL_GAP = 12;

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
const count = (n: number) => n.toLocaleString('en-US');
const ONE = { views: 'view', inquiries: 'inquiry' } as const;

/** Whole-number gridlines from 0 to at least `max`, 1-2-5 steps, three or four of them. */
function yTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!);
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** The drawn width of the element, so the SVG is drawn at 1:1 and its text keeps its size. */
function useWidth<T extends Element>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, Math.max(240, Math.round(width))] as const;
}

interface PanelProps {
  title: string;
  series: 'views' | 'inquiries';
  days: DayCounts[];
  top: number;
  width: number;
}

function Panel({ title, series, days, top, width }: PanelProps) {
  const ticks = yTicks(Math.max(...days.map((d) => d[series])));
  const yMax = ticks.at(-1)!;
  const plotTop = top + TITLE_H;
  const y = (value: number) => plotTop + PLOT_H - (value / yMax) * PLOT_H;
  const band = (width - PAD_LEFT - PAD_RIGHT) / days.length;
  const barWidth = Math.max(1, band * 0.7);
  return (
    <g className={`analytics-chart__panel analytics-chart__panel--${series}`}>
      <rect className="analytics-chart__swatch" x={PAD_LEFT} y={top + 4} width={12} height={12} />
      <text className="analytics-chart__title" x={PAD_LEFT + 18} y={top + 15}>
        {title} per day
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="analytics-chart__grid" x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={y(tick)} y2={y(tick)} />
          <text className="analytics-chart__tick" x={PAD_LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {count(tick)}
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        d[series] > 0 ? (
          <rect
            key={d.day}
            className="analytics-chart__bar"
            x={PAD_LEFT + i * band + (band - barWidth) / 2}
            y={y(d[series])}
            width={barWidth}
            height={plotTop + PLOT_H - y(d[series])}
          >
            <title>{`${dayLabel(d.day)}: ${pluralize(d[series], ONE[series], series)}`}</title>
          </rect>
        ) : null,
      )}
    </g>
  );
}

/** Dates along the bottom: today's at the right edge, the others a week or more apart as room allows. */
function DayAxis({ days, width }: { days: DayCounts[]; width: number }) {
  const right = width - PAD_RIGHT;
  const band = (right - PAD_LEFT) / days.length;
  const every = [1, 2, 7, 14, 28].find((step) => step * band >= LABEL_WIDTH + LABEL_GAP) ?? 28;
  const y = HEIGHT - 6;
  return (
    <g>
      <text className="analytics-chart__tick" x={right} y={y} textAnchor="end">
        {dayLabel(days.at(-1)!.day)}
      </text>
      {days.slice(0, -1).map((d, i) => {
        const x = PAD_LEFT + (i + 0.5) * band;
        // Every `every` days counted back from today; none that would run into today's.
        if ((days.length - 1 - i) % every !== 0 || x + LABEL_WIDTH / 2 + LABEL_GAP > right - LABEL_WIDTH) return null;
        return (
          <text key={d.day} className="analytics-chart__tick" x={x} y={y} textAnchor="middle">
            {dayLabel(d.day)}
          </text>
        );
      })}
    </g>
  );
}

/** The chart and, always in the accessibility tree, the same numbers as a table (shown on request). */
export function AnalyticsChart({ days, caption }: { days: DayCounts[]; caption: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <figure className="analytics-chart">
      <figcaption>{caption}</figcaption>
      <div ref={ref} className="analytics-chart__canvas">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false">
          <Panel title="Views" series="views" days={days} top={0} width={width} />
          <Panel title="Inquiries" series="inquiries" days={days} top={TITLE_H + PLOT_H + PANEL_GAP} width={width} />
          <DayAxis days={days} width={width} />
        </svg>
      </div>
      {/* A toggle, not <details>: a closed <details> hides its table from screen readers too. */}
      <button
        type="button"
        className="button button--secondary analytics-chart__toggle"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? 'Hide data table' : 'Show data table'}
      </button>
      <div id={tableId} className={tableShown ? 'analytics-chart__table' : 'sr-only'}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Inquiries</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{formatLongDate(d.day)}</time>
                </th>
                <td>{count(d.views)}</td>
                <td>{count(d.inquiries)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
