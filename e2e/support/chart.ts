import type { Locator } from '@playwright/test';

/** Where a point of a Chart.js chart is drawn, in page coordinates, and how many points its series has. */
export interface ChartPoint {
  x: number;
  y: number;
  /** The point's position once its animation has ended: clicking is safe when it equals {x, y}. */
  settled: boolean;
  count: number;
}

/**
 * Reads a point's position from the Chart.js instance that draws on `canvas`, through Chart.js's own
 * API (`getDatasetMeta(…).data[i].getProps`). The app keeps Chart.js out of the global scope, so the
 * instance is found where react-chartjs-2 keeps it: in a ref of the component that renders the canvas
 * (React stores the component tree on the element under `__reactFiber$…`).
 */
export function chartPoint(canvas: Locator, datasetIndex: number, index: number): Promise<ChartPoint> {
  return canvas.evaluate(
    (element, [datasetAt, pointAt]) => {
      interface ChartInstance {
        canvas: HTMLCanvasElement;
        getDatasetMeta: (i: number) => {
          data: { getProps: (props: string[], final?: boolean) => { x: number; y: number } }[];
        };
      }
      interface Fiber {
        return: Fiber | null;
        memoizedState: unknown;
      }
      const isChart = (value: unknown): value is ChartInstance =>
        typeof (value as ChartInstance | null)?.getDatasetMeta === 'function';
      const fiberKey = Object.keys(element).find((key) => key.startsWith('__reactFiber$'));
      let fiber = fiberKey ? ((element as unknown as Record<string, Fiber>)[fiberKey] ?? null) : null;
      let chart: ChartInstance | null = null;
      while (fiber && !chart) {
        // A function component's hooks: a list of {memoizedState, next}; a ref is {current}.
        let hook = fiber.memoizedState as { memoizedState?: { current?: unknown }; next?: unknown } | null;
        while (hook && typeof hook === 'object' && 'next' in hook && !chart) {
          const current = hook.memoizedState?.current;
          if (isChart(current)) chart = current;
          hook = hook.next as typeof hook;
        }
        fiber = fiber.return;
      }
      if (!chart) throw new Error('No Chart.js instance draws on this canvas');
      const points = chart.getDatasetMeta(datasetAt).data;
      const point = points[pointAt];
      if (!point) throw new Error(`The chart has ${points.length} points, not ${pointAt + 1}`);
      const now = point.getProps(['x', 'y']);
      const final = point.getProps(['x', 'y'], true);
      const box = chart.canvas.getBoundingClientRect();
      return {
        x: box.left + final.x,
        y: box.top + final.y,
        settled: Math.abs(now.x - final.x) < 0.5 && Math.abs(now.y - final.y) < 0.5,
        count: points.length,
      };
    },
    [datasetIndex, index] as const,
  );
}
