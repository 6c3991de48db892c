/**
 * The Firebase Auth functions Prétoire calls, and only those. Actions load this module lazily;
 * naming each function here (rather than loading `firebase/auth` whole) lets the build drop
 * what we never use — popup and redirect sign-in, IndexedDB persistence, phone and MFA flows.
 */
export {
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
