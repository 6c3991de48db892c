import { httpsLink } from './links.ts';

describe('httpsLink', () => {
  it('keeps an https address, normalised', () => {
    expect(httpsLink(' https://visio.example.fr/claire-durand ')).toBe('https://visio.example.fr/claire-durand');
  });
  it('never makes a link of anything else', () => {
    for (const value of [
      'javascript:alert(1)',
      'http://visio.example.fr',
      'data:text/html,x',
      'pas une adresse',
      '',
      null,
      undefined,
    ])
      expect(httpsLink(value)).toBeNull();
  });
});
