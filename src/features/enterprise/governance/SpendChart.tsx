/**
 * The spend report's bar chart (uPlot, loaded only by the report screen: `lazy(() => import('./SpendChart'))`).
 * Two bar series per group, 已支出 and 预占, in yuan. The chart is a picture of the table above it: it is
 * `aria-hidden`, the table carries the numbers for screen readers and keyboard users. Its CSS (uPlot's own
 * stylesheet) is rendered next to it, so it applies inside the widget's shadow root too.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import css from 'uplot/dist/uPlot.min.css?inline';
import type { SpendRow } from '../../../contract/spend-report';

const SPENT = '#2f54eb';
const RESERVED = '#faad14';

export default function SpendChart({ rows }: { rows: readonly SpendRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = rows.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.35, 40], align: 0 });
    const shift = (by: number) => uPlot.paths.bars?.({ size: [0.35, 40], align: by as 1 | -1 });
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 260,
        legend: { show: true },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, rows.length - 0.5)] } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => rows[i]?.Name ?? ''),
            splits: () => xs,
            gap: 4,
          },
          { values: (_u, splits) => splits.map((v) => `¥${v.toLocaleString('zh-CN')}`), size: 80 },
        ],
        series: [
          {},
          { label: '已支出', fill: SPENT, stroke: SPENT, paths: shift(-1) ?? bars, points: { show: false } },
          { label: '预占', fill: RESERVED, stroke: RESERVED, paths: shift(1) ?? bars, points: { show: false } },
        ],
      },
      [xs, rows.map((r) => Number(r.Spent)), rows.map((r) => Number(r.Reserved))],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows]);
  return (
    <>
      <style>{css}</style>
      <div ref={box} aria-hidden="true" data-testid="spend-chart" style={{ width: '100%', overflow: 'hidden' }} />
    </>
  );
}
