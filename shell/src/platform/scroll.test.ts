import { retryUntil } from './scroll.ts';

// Frames and the clock are jest's: a "slow machine" is time advanced while a loader shows.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const showLoader = () => {
  const loader = document.createElement('p');
  loader.setAttribute('aria-busy', 'true');
  document.body.append(loader);
  return loader;
};

describe('restauration du défilement (spec §2)', () => {
  it('continue tant qu’une liste charge, même plus de trois secondes, puis s’arrête une fois tenue', () => {
    const loader = showLoader();
    const attempt = jest.fn(() => true);
    retryUntil(attempt);
    jest.advanceTimersByTime(8000);
    const callsWhileLoading = attempt.mock.calls.length;
    jest.advanceTimersByTime(100);
    // Still trying: the list that arrives now must not push the restored position down.
    expect(attempt.mock.calls.length).toBeGreaterThan(callsWhileLoading);
    loader.remove();
    jest.advanceTimersByTime(1000);
    const callsAfterSettling = attempt.mock.calls.length;
    jest.advanceTimersByTime(1000);
    expect(attempt.mock.calls.length).toBe(callsAfterSettling);
  });

  it('une page trop courte pour la position : abandon trois secondes après le dernier chargement', () => {
    const attempt = jest.fn(() => false);
    retryUntil(attempt);
    jest.advanceTimersByTime(2500);
    const callsBefore = attempt.mock.calls.length;
    jest.advanceTimersByTime(200);
    expect(attempt.mock.calls.length).toBeGreaterThan(callsBefore);
    jest.advanceTimersByTime(1000);
    const callsAfter = attempt.mock.calls.length;
    jest.advanceTimersByTime(1000);
    expect(attempt.mock.calls.length).toBe(callsAfter);
  });

  it('un chargement qui ne finit jamais ne retient pas la page indéfiniment', () => {
    showLoader();
    const attempt = jest.fn(() => true);
    retryUntil(attempt);
    jest.advanceTimersByTime(16_000);
    const calls = attempt.mock.calls.length;
    jest.advanceTimersByTime(1000);
    expect(attempt.mock.calls.length).toBe(calls);
  });

  it('un geste de l’utilisateur arrête la restauration', () => {
    showLoader();
    const attempt = jest.fn(() => true);
    retryUntil(attempt);
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new Event('wheel'));
    const calls = attempt.mock.calls.length;
    jest.advanceTimersByTime(1000);
    expect(attempt.mock.calls.length).toBe(calls);
  });
});
