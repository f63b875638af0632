// The analytics page's chart: one figure per day as a line with a soft fill, drawn by uPlot (a
// small maintained chart library, ~20 KB gzip) in a chunk of its own that only this page loads.
// The canvas is a picture to a screen reader: its label says what it shows in words, and the
// page's day-by-day table beside it holds every number. Time runs left to right in both
// languages, as it does on a Hebrew calendar's chart; the labels are in the page's language.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartProps {
  /** Local midnights, as epoch seconds. */
  xs: number[];
  ys: number[];
  label: string;
  /** Writes a value on the vertical axis ("1.2K", "₪40"). */
  formatValue: (value: number) => string;
  /** Writes a day on the horizontal axis ("12 Nov"). */
  formatDay: (date: Date) => string;
}

const HEIGHT = 260;

function colour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export default function AnalyticsChart({ xs, ys, label, formatValue, formatDay }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const formatters = useRef({ formatValue, formatDay });
  formatters.current = { formatValue, formatDay };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const accent = colour(element, '--color-accent', '#5a2fc2');
    const muted = colour(element, '--color-muted', '#595463');
    const border = colour(element, '--color-border', '#ddd8ce');
    const axis = {
      stroke: muted,
      grid: { stroke: border, width: 1 },
      ticks: { stroke: border, width: 1 },
      font: '12px system-ui, sans-serif',
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        series: [
          {},
          {
            stroke: accent,
            width: 2,
            fill: `${accent}22`,
            points: { show: xs.length <= 31 },
          },
        ],
        axes: [
          {
            ...axis,
            values: (_u, splits) =>
              splits.map((s) => formatters.current.formatDay(new Date(s * 1000))),
          },
          {
            ...axis,
            size: 64,
            values: (_u, splits) => splits.map((s) => formatters.current.formatValue(s)),
          },
        ],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [xs, ys]);

  return (
    <div ref={box} className="analytics-chart__canvas" role="img" aria-label={label} dir="ltr" />
  );
}
