import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { ShowMore, shownCount } from './ShowMore.tsx';

const AUDIENCES = { one: 'audience', many: 'audiences', feminine: true };
const DOSSIERS = { one: 'dossier', many: 'dossiers' };

/** A page that shows the list's count above, itself. */
function List({ hasMore }: { hasMore: boolean }) {
  const count = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <p ref={count} tabIndex={-1}>
        {shownCount(hasMore ? 50 : 62, 62, DOSSIERS)}
      </p>
      <ShowMore hasMore={hasMore} loadingMore={false} onMore={() => {}} of="de dossiers" count={count} />
    </>
  );
}

describe('« Afficher plus » sous une liste lue page par page', () => {
  it('compte en français : accord, espaces des milliers, « sur » seulement quand le total est connu', () => {
    expect(shownCount(50, 1234, AUDIENCES)).toBe('50 audiences affichées sur 1\u202f234');
    expect(shownCount(1, 1, DOSSIERS)).toBe('1 dossier affiché sur 1');
    expect(shownCount(2, null, DOSSIERS)).toBe('2 dossiers affichés');
    expect(shownCount(12, 1000, DOSSIERS, true)).toBe('12 dossiers affichés sur au moins 1\u202f000');
    // A count read before a new row came in never says fewer than the rows shown.
    expect(shownCount(51, 50, DOSSIERS)).toBe('51 dossiers affichés sur 51');
  });

  it('est un vrai bouton, nommé pour un lecteur d’écran, qui lit la page suivante', async () => {
    const onMore = jest.fn();
    render(
      <ShowMore shown={50} total={120} noun={AUDIENCES} hasMore loadingMore={false} onMore={onMore} of="d’audiences" />,
    );
    expect(screen.getByText('50 audiences affichées sur 120')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Afficher plus d’audiences' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.setup().click(button);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('pendant la lecture : occupé et sans effet, mais pas `disabled` (le focus reste sur le bouton)', async () => {
    const onMore = jest.fn();
    render(<ShowMore shown={50} total={120} noun={AUDIENCES} hasMore loadingMore onMore={onMore} of="d’audiences" />);
    const button = screen.getByRole('button', { name: 'Afficher plus d’audiences' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    const user = userEvent.setup();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onMore).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('à la dernière page le bouton part et le focus passe au compte, pas dans le vide', async () => {
    const props = { shown: 50, total: 60, noun: AUDIENCES, onMore: () => {}, of: 'd’audiences' };
    const { rerender } = render(<ShowMore {...props} hasMore loadingMore={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher plus d’audiences' }));
    rerender(<ShowMore {...props} hasMore loadingMore />);
    expect(screen.getByRole('button', { name: 'Afficher plus d’audiences' })).toHaveFocus();
    rerender(<ShowMore {...props} shown={60} hasMore={false} loadingMore={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('60 audiences affichées sur 60')).toHaveFocus();
  });

  it('une page suivante qui n’est pas la dernière garde le focus sur le bouton', async () => {
    const props = { shown: 50, total: 200, noun: AUDIENCES, onMore: () => {}, of: 'd’audiences' };
    const { rerender } = render(<ShowMore {...props} hasMore loadingMore={false} />);
    await userEvent.setup().click(screen.getByRole('button'));
    rerender(<ShowMore {...props} hasMore loadingMore />);
    rerender(<ShowMore {...props} shown={100} hasMore loadingMore={false} />);
    expect(screen.getByRole('button', { name: 'Afficher plus d’audiences' })).toHaveFocus();
  });

  it('le compte montré ailleurs par la page : le bouton seul ici, et le focus va à ce compte', async () => {
    const { rerender, container } = render(<List hasMore />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher plus de dossiers' }));
    rerender(<List hasMore={false} />);
    expect(screen.getByText('62 dossiers affichés sur 62')).toHaveFocus();
    expect(container.querySelector('div')).toBeNull();
  });
});
