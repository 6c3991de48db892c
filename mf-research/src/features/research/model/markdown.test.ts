import { applyMarkdown, htmlToMarkdown, renderMarkdown, sanitizeHtml } from './markdown.ts';

describe('note en Markdown, rendue sans danger', () => {
  it('neutralise une charge <img onerror>', () => {
    const html = renderMarkdown('Texte <img src=x onerror="alert(1)"> et <script>alert(2)</script>');
    expect(html).not.toMatch(/onerror|<img|<script|alert\(2\)/);
    expect(html).toContain('Texte');
    expect(sanitizeHtml('<a href="javascript:alert(1)">lien</a>')).not.toContain('javascript:');
    expect(sanitizeHtml('<p onclick="x()">ok</p>')).toBe('<p>ok</p>');
  });

  it('rend titres, listes, emphase et citations', () => {
    const html = renderMarkdown('## Titre\n\n- **gras**\n- *italique*\n\n> citation');
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<em>italique</em>');
    expect(html).toContain('<blockquote>');
  });

  it('HTML collé: assaini puis converti en Markdown', () => {
    const md = htmlToMarkdown(
      '<h2>Faits</h2><p>Le <b>vendeur</b> <img src=x onerror=alert(1)>savait.</p><ul><li>un</li><li><i>deux</i></li></ul>' +
        '<script>alert(1)</script><blockquote>Cass.</blockquote><a href="javascript:x">piège</a>',
    );
    expect(md).toBe('### Faits\nLe **vendeur** savait.\n\n- un\n- *deux*\n\n> Cass.\npiège');
    expect(md).not.toMatch(/onerror|script|javascript/);
  });

  it('barre d’outils: gras autour de la sélection, listes sur les lignes', () => {
    expect(applyMarkdown('un mot', 3, 6, 'bold').text).toBe('un **mot**');
    expect(applyMarkdown('a\nb', 0, 3, 'list').text).toBe('- a\n- b');
    expect(applyMarkdown('Titre', 0, 0, 'heading').text).toBe('## Titre');
    expect(applyMarkdown('x', 0, 1, 'numbered').text).toBe('1. x');
  });
});
