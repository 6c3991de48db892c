import { onFirstInteraction } from './firstInteraction.ts';

describe('onFirstInteraction', () => {
  it('runs once, at the first press or key — not when code moves the focus', () => {
    const page = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(callback, page);
    page.dispatchEvent(new Event('focusin'));
    expect(callback).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when asked', () => {
    const page = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(callback, page)();
    page.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
