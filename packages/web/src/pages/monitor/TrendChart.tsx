import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface TrendSeries {
  name: string;
  values: number[];
}

/** A small line chart of the last samples (x = sample times), redrawn as points arrive. */
export function TrendChart({
  title,
  times,
  series,
  max,
  testId,
}: {
  title: string;
  times: string[];
  series: TrendSeries[];
  max?: number;
  testId?: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!el.current) return;
    const instance = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        animation: false,
        title: { show: false },
        tooltip: { trigger: 'axis' },
        legend: series.length > 1 ? { top: 0, textStyle: { fontSize: 11 } } : { show: false },
        grid: { left: 44, right: 12, top: series.length > 1 ? 28 : 12, bottom: 24 },
        xAxis: { type: 'category', boundaryGap: false, data: times, axisLabel: { fontSize: 10 } },
        yAxis: { type: 'value', min: 0, ...(max !== undefined ? { max } : {}), axisLabel: { fontSize: 10 } },
        series: series.map((s) => ({
          name: s.name,
          type: 'line',
          showSymbol: false,
          smooth: true,
          areaStyle: { opacity: 0.12 },
          data: s.values,
        })),
      },
      { notMerge: true },
    );
  }, [times, series, max]);

  return (
    <div data-testid={testId}>
      <div style={{ fontSize: 12, fontWeight: 500, marginBottom: 4 }}>{title}</div>
      <div ref={el} style={{ width: '100%', height: 180 }} />
    </div>
  );
}
