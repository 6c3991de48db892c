import { act, renderHook } from '@testing-library/react';
import { useElapsed } from './useTimer.ts';

describe('useElapsed', () => {
  afterEach(() => jest.useRealTimers());

  it('updates at each whole minute of the timer with one timer at a time, cleared when unmounted', () => {
    const start = Date.parse('2026-03-02T09:00:20.000Z');
    jest.useFakeTimers({ now: start + 30_000 });
    const { result, unmount, rerender } = renderHook(({ startedAt }) => useElapsed(startedAt), {
      initialProps: { startedAt: new Date(start).toISOString() as string | null },
    });
    expect(result.current).toBe(30_000);
    act(() => jest.advanceTimersByTime(29_999));
    expect(result.current).toBe(30_000);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(60_000);
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toBe(120_000);
    expect(jest.getTimerCount()).toBe(1);
    // Stopped: no timer left running.
    rerender({ startedAt: null });
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    rerender({ startedAt: new Date(start).toISOString() });
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
