import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { focusWhenShown } from './focusWhenShown.ts';

/** The error appears only after a later render, as when React commits after the next frame. */
function LateError() {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          focusWhenShown(ref);
          requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
        }}
      >
        Enregistrer
      </button>
      {shown ? (
        <div ref={ref} role="alert" tabIndex={-1}>
          L’enregistrement a échoué
        </div>
      ) : null}
    </>
  );
}

it('focuses an element that appears a few frames later', async () => {
  jest.useFakeTimers();
  render(<LateError />);
  act(() => screen.getByRole('button').click());
  for (let frame = 0; frame < 5; frame += 1) await act(async () => jest.advanceTimersToNextFrame());
  expect(screen.getByRole('alert')).toHaveFocus();
  jest.useRealTimers();
});
