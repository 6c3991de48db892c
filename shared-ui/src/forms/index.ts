// Accessible form primitives (labels, errors announced, French messages). Filled by mf-auth's work.
export {};
