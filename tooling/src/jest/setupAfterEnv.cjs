require('@testing-library/jest-dom');

// Component tests drive real React, IndexedDB and user-event: on two busy CI cores 5 s is not
// enough for the longest journeys. A limit, not a speed goal (speed goals live in bench scripts).
jest.setTimeout(30_000);
