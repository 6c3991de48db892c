import { sanitizeSvg } from './svgLogo.ts';

describe('SVG logo sanitizing', () => {
  it('removes scripts, handlers and javascript: links, keeps the drawing', () => {
    const dirty =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10"/></a></svg>';
    const clean = sanitizeSvg(dirty);
    expect(clean).toContain('<rect');
    expect(clean).not.toMatch(/script|onload|javascript:/);
  });
});
