// The emulator suites talk to a real server (a JVM), slower than the in-memory ones: a project's
// own testTimeout is ignored by jest, so it is set here.
jest.setTimeout(60_000);
