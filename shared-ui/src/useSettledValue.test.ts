import { act, renderHook } from '@testing-library/react';
import { SEARCH_PAUSE_MS, useSettledValue } from './useSettledValue.ts';

describe('une recherche envoyée quand la frappe marque une pause', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prend la première valeur tout de suite, puis la dernière une fois la frappe arrêtée', () => {
    const hook = renderHook(({ value }) => useSettledValue(value), { initialProps: { value: 'dur' } });
    expect(hook.result.current).toBe('dur');
    hook.rerender({ value: 'dura' });
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    hook.rerender({ value: 'durand' });
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    // Each key starts the pause again: nothing sent while typing goes on.
    expect(hook.result.current).toBe('dur');
    act(() => jest.advanceTimersByTime(1));
    expect(hook.result.current).toBe('durand');
  });
});
