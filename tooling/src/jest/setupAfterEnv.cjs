require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// Component tests drive real React, IndexedDB and user-event: on two busy CI cores 5 s is not
// enough for the longest journeys. A limit, not a speed goal (speed goals live in bench scripts).
jest.setTimeout(30_000);

// How long findBy*/waitFor wait for what a user would see. Testing Library's 1 s default failed
// CI twice on screens that were only late (a lazy block, a FullCalendar navigation) while every
// other core was busy: 10 s is a limit for a busy machine, not a speed goal.
configure({ asyncUtilTimeout: 10_000 });
