/**
 * A small line or bar chart over uPlot, for the back offices' reports (console 经营报表, its dashboard trend, the
 * enterprise spend report). Never import this file directly: use `LazyChart` (./LazyChart.tsx), which loads it — and
 * uPlot with it — only when a chart is drawn, so no widget's first load carries the library.
 *
 * The chart is a picture for the eye: it is `aria-hidden`, named by `title` for the figure, and every screen shows
 * the same numbers in a table under it (the accessible and exportable form). The legend is our own list (uPlot's
 * legend table is not needed). Colours are real colours (canvas cannot read CSS variables): the series take the
 * host's `--b2b-primary` when set, else the token defaults.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { vars } from '../../../ui/theme';
import type { ChartProps } from './chart-types';

/** The subset of uPlot.min.css the chart uses (the stylesheet would land in document.head, outside the shadow root). */
const Figure = styled.figure`
  margin: 0 0 12px;
  min-width: 0;
  .uplot, .uplot * { box-sizing: border-box; }
  .uplot { width: 100%; line-height: 1.5; font-family: inherit; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
  .u-axis { position: absolute; }
  .u-select { background: rgba(0, 0, 0, 0.07); position: absolute; pointer-events: none; }
  .u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
  .u-hz .u-cursor-x { height: 100%; border-right: 1px dashed #607d8b; }
  .u-hz .u-cursor-y { width: 100%; border-bottom: 1px dashed #607d8b; }
  .u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; }
  .u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
  figcaption { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 13px; color: ${vars.textSecondary}; }
  figcaption span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 3px;
    margin-right: 6px;
    vertical-align: middle;
    background: var(--swatch);
  }
  figcaption span.dashed::before { background: repeating-linear-gradient(90deg, var(--swatch) 0 4px, transparent 4px 7px); }
`;

const PALETTE = ['#114bed', '#9aa5b8', '#f5a623', '#2ea44f', '#d0021b'];

function seriesColour(el: HTMLElement, index: number, colour?: string): string {
  if (colour) return colour;
  if (index === 0) {
    const primary = getComputedStyle(el).getPropertyValue('--b2b-primary').trim();
    if (primary) return primary;
  }
  return PALETTE[index % PALETTE.length]!;
}

export default function UPlotChart({ title, labels, series, kind = 'line', height = 240, format }: ChartProps) {
  const figure = useRef<HTMLElement>(null);
  const plotBox = useRef<HTMLDivElement>(null);
  const colours = useRef<string[]>([]);
  if (figure.current) colours.current = series.map((s, i) => seriesColour(figure.current!, i, s.colour));

  useEffect(() => {
    const box = plotBox.current;
    const el = figure.current;
    if (!box || !el) return;
    const fmt = format ?? ((n: number) => String(n));
    const n = series.length;
    const barWidth = n === 2 ? 0.4 : 0.6;
    const plot = new uPlot(
      {
        width: Math.max(box.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: '#666666',
            grid: { show: false },
            splits: () => labels.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          },
          { stroke: '#666666', size: 64, grid: { stroke: '#ebebeb' }, values: (_u, splits) => splits.map(fmt) },
        ],
        series: [
          {},
          ...series.map((s, i) => {
            const stroke = seriesColour(el, i, s.colour);
            return kind === 'bar'
              ? {
                  label: s.label,
                  stroke,
                  fill: stroke,
                  width: 0,
                  // Two series stand side by side (this period left of the tick, the previous right).
                  paths: uPlot.paths.bars!({ size: [barWidth, 48], align: n === 2 ? (i === 0 ? -1 : 1) : 0 }),
                  points: { show: false },
                }
              : { label: s.label, stroke, width: 2, dash: s.dashed ? [6, 4] : undefined, points: { size: 5 } };
          }),
        ],
      },
      [labels.map((_, i) => i), ...series.map((s) => s.values)],
      box,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(box.clientWidth, 200), height }));
    resize.observe(box);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, height, format]);

  return (
    <Figure ref={figure} aria-label={title}>
      <div ref={plotBox} aria-hidden="true" style={{ minHeight: height }} />
      <figcaption>
        {series.map((s, i) => (
          <span
            key={s.label}
            className={s.dashed ? 'dashed' : undefined}
            style={{ '--swatch': colours.current[i] ?? s.colour ?? PALETTE[i % PALETTE.length] } as React.CSSProperties}
          >
            {s.label}
          </span>
        ))}
      </figcaption>
    </Figure>
  );
}
