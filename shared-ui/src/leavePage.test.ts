import { leavePageFor } from './leavePage.ts';

describe('leavePageFor', () => {
  it('quitte la page une seule fois : un second envoi (la garde après le formulaire) ne relance pas le chargement', () => {
    const location = { replace: jest.fn() };
    leavePageFor('/app', location);
    leavePageFor('/app', location);
    leavePageFor('/pro/login', location);
    expect(location.replace).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenCalledWith('/app');
  });
});
