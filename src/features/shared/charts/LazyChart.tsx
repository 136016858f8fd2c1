/**
 * The chart the back offices draw: ./UPlotChart.tsx (uPlot) in its own lazy chunk, so only a screen that draws a
 * chart loads the library, and only when it does. A screen imports this file, never UPlotChart directly.
 *
 *   <LazyChart title="近 7 天订单金额" labels={days} series={[{ label: '金额', values }]} />
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui/feedback';
import type { ChartProps } from './chart-types';

export type { ChartProps, ChartSeries } from './chart-types';

const UPlotChart = lazy(() => import('./UPlotChart'));

export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} label={`${props.title}加载中`} />}>
      <UPlotChart {...props} />
    </Suspense>
  );
}
