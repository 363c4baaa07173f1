import { Spin } from 'antd';
import type { ECElementEvent, EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

/** What a click on a chart tells: the series and data item hit. */
export type ChartClick = Pick<ECElementEvent, 'componentType' | 'seriesId' | 'seriesName' | 'name' | 'dataIndex' | 'data'>;

/**
 * A chart drawn by ECharts, which is imported here on first use (its own chunk, so screens
 * without charts never download it), with the world map too when `map` is set. Resizes with
 * its box; `onClick` gets the clicked data item.
 */
export function EChart({
  option,
  onClick,
  height,
  map = false,
  testId,
}: {
  option: EChartsCoreOption;
  onClick?: (click: ChartClick) => void;
  height: number;
  map?: boolean;
  testId?: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);

  useEffect(() => {
    let instance: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    void (async () => {
      const { echarts } = await import('./echarts-setup');
      if (map) await (await import('./world-map')).registerWorldMap(echarts);
      if (gone || !el.current) return;
      instance = echarts.init(el.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => instance?.resize());
      observer.observe(el.current);
      setChart(instance);
    })();
    return () => {
      gone = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, [map]);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  useEffect(() => {
    if (!chart || !onClick) return;
    const handler = (e: ECElementEvent) => onClick(e);
    chart.on('click', handler);
    return () => {
      chart.off('click', handler);
    };
  }, [chart, onClick]);

  return (
    <Spin spinning={!chart}>
      <div
        ref={el}
        data-testid={testId}
        data-ready={chart ? 'true' : 'false'}
        style={{ width: '100%', height, cursor: onClick ? 'pointer' : undefined }}
      />
    </Spin>
  );
}
