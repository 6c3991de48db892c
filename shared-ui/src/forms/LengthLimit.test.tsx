import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea, TextField } from './index.ts';

const changes: string[] = [];
function Controlled() {
  const [text, setText] = useState('');
  return (
    <TextArea
      label="Motif"
      maxLength={4}
      value={text}
      onChange={(event) => {
        changes.push(event.target.value);
        setText(event.target.value);
      }}
    />
  );
}

describe('limite de longueur annoncée avant l’envoi', () => {
  it('TextField : l’aide « 200 caractères maximum » liée au champ, sans attribut maxlength', () => {
    render(<TextField label="Intitulé" maxLength={200} />);
    const input = screen.getByLabelText('Intitulé');
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAccessibleDescription('200 caractères maximum');
    expect(screen.queryByText(/\/ 200 caractères/)).not.toBeInTheDocument();
  });

  it('TextField : le compteur paraît près de la limite, puis au-delà, sans couper le texte', async () => {
    render(<TextField label="Nom" maxLength={10} hint="Tel que sur la pièce d’identité." />);
    const input = screen.getByLabelText('Nom');
    await userEvent.type(input, 'abcdefg');
    expect(screen.queryByText('7 / 10 caractères')).not.toBeInTheDocument();
    await userEvent.type(input, 'h');
    expect(screen.getByText('8 / 10 caractères')).toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.paste('ijklmnop');
    expect(input).toHaveValue('abcdefghijklmnop');
    expect(screen.getByText('16 / 10 caractères')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Tel que sur la pièce d’identité. 10 caractères maximum 16 / 10 caractères',
    );
  });

  it('TextArea : compte aussi une valeur initiale (react-hook-form la pose par la ref) et l’erreur zod', () => {
    const value = 'a'.repeat(10_000);
    const ref = (element: HTMLTextAreaElement | null) => {
      if (element) element.value = value;
    };
    render(<TextArea label="Notes" maxLength={200} ref={ref} error="200 caractères au maximum." />);
    const area = screen.getByLabelText('Notes');
    expect(area).not.toHaveAttribute('maxlength');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^10\s000 \/ 200 caractères$/)).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription(
      /^200 caractères au maximum\. 200 caractères maximum 10\s000 \/ 200 caractères$/,
    );
  });

  it('champ contrôlé : la valeur donnée fait foi, onChange est toujours appelé', async () => {
    changes.length = 0;
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Motif'), 'abcde');
    expect(changes.at(-1)).toBe('abcde');
    expect(screen.getByText('5 / 4 caractères')).toBeInTheDocument();
  });

  it('sans maxLength : rien de plus qu’avant', () => {
    render(<TextArea label="Commentaire" />);
    expect(screen.getByLabelText('Commentaire')).not.toHaveAttribute('aria-describedby');
  });
});
