// A page that is only read never downloads the dialogs; the first interaction fetches them.
describe('prefetchDialogsOnInteraction', () => {
  it('attend la première interaction avant de charger l’implémentation, une seule fois', async () => {
    const loaded = jest.fn();
    jest.doMock('./DialogImpl.tsx', () => {
      loaded();
      return {};
    });
    await jest.isolateModulesAsync(async () => {
      const { prefetchDialogsOnInteraction, loadDialogs } = await import('./loadDialogs.ts');
      const page = new EventTarget();
      prefetchDialogsOnInteraction(page);
      prefetchDialogsOnInteraction(page);
      await Promise.resolve();
      expect(loaded).not.toHaveBeenCalled();

      page.dispatchEvent(new Event('keydown'));
      await loadDialogs();
      expect(loaded).toHaveBeenCalledTimes(1);

      page.dispatchEvent(new Event('pointerdown'));
      prefetchDialogsOnInteraction(page);
      await loadDialogs();
      expect(loaded).toHaveBeenCalledTimes(1);
    });
  });
});
