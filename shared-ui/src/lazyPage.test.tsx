import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { LazyPage } from './lazyPage.tsx';

describe('LazyPage', () => {
  it('annonce le chargement (la ligne que les parcours attendent de voir partir), puis montre la page', async () => {
    let loaded!: (module: { default: () => React.ReactNode }) => void;
    const Page = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (loaded = resolve)));
    const { container } = render(
      <LazyPage label="Chargement des articles…">
        <Page />
      </LazyPage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles…');
    expect(container.querySelector('.pt-parcel-loading')).not.toBeNull();
    await act(async () => loaded({ default: () => <h1>Articles</h1> }));
    expect(screen.getByRole('heading', { name: 'Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
